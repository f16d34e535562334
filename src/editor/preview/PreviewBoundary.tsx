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
  data: unknown;
  failed?: { error: unknown };
}

/**
 * A half-filled entry (a card just added) makes the site's components throw, as they should on a page:
 * the preview says which field and why, and draws again at the next change.
 */
export class PreviewBoundary extends Component<Props, State> {
  override state: State = { data: this.props.data };

  static getDerivedStateFromProps({ data }: Props, state: State): State | null {
    return data === state.data ? null : { data, failed: undefined };
  }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: { error } };
  }

  override render(): ReactNode {
    const { failed } = this.state;
    return failed ? (
      <p role="alert" data-preview-failed="" className={styles.failed}>
        {this.props.explain(failed.error)}
      </p>
    ) : (
      this.props.children
    );
  }
}
