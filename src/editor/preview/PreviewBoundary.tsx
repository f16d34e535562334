import { Component, type ReactNode } from 'react';

interface Props {
  /** The data drawn: a new value (the editor typed on) draws again after a failure. */
  data: unknown;
  /** Words shown while the page cannot be drawn (site.md editControl.previewFailed). */
  failed: string;
  children: ReactNode;
}

/**
 * A half-filled entry (a card just added, a claim not picked yet) makes the site's components throw,
 * as they should on a page: the preview says so and draws again at the next change.
 */
export class PreviewBoundary extends Component<Props, { failedOn?: unknown }> {
  override state: { failedOn?: unknown } = {};

  static getDerivedStateFromError(): { failedOn: unknown } {
    return { failedOn: PENDING };
  }

  override componentDidCatch(): void {
    this.setState({ failedOn: this.props.data });
  }

  override render(): ReactNode {
    const { failedOn } = this.state;
    const failed = failedOn === PENDING || (failedOn !== undefined && failedOn === this.props.data);
    return failed ? (
      <p role="alert" data-preview-failed="">
        {this.props.failed}
      </p>
    ) : (
      this.props.children
    );
  }
}

/** Failed on the data being drawn (set before componentDidCatch names it). */
const PENDING = Symbol('failed');
