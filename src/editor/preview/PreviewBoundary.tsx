import { Component, type ReactNode } from 'react';
import styles from './PreviewBoundary.module.css';

interface Props {
  /** The data drawn: a new value (the editor typed on) draws again after a failure. */
  data: unknown;
  /** What to say while the page cannot be drawn: which field, and why (previewFailure.ts). */
  explain: (error: unknown) => string;
  children: ReactNode;
}

interface State {
  /** The data the drawing failed on (PENDING until componentDidCatch names it). */
  failedOn?: unknown;
  error?: unknown;
}

/**
 * A half-filled entry (a card just added, a claim not picked yet) makes the site's components throw,
 * as they should on a page: the preview says which field and why, and draws again at the next change.
 * PagePreview keys it by entry, so the next entry opened starts afresh.
 */
export class PreviewBoundary extends Component<Props, State> {
  override state: State = {};

  static getDerivedStateFromError(error: unknown): State {
    return { failedOn: PENDING, error };
  }

  override componentDidCatch(): void {
    this.setState({ failedOn: this.props.data });
  }

  override render(): ReactNode {
    const { failedOn, error } = this.state;
    const failed = failedOn === PENDING || (failedOn !== undefined && failedOn === this.props.data);
    return failed ? (
      <p role="alert" data-preview-failed="" className={styles.failed}>
        {this.props.explain(error)}
      </p>
    ) : (
      this.props.children
    );
  }
}

/** Failed on the data being drawn (set before componentDidCatch names it). */
const PENDING = Symbol('failed');
