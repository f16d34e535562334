import { Component, lazy, Suspense, type ComponentType } from 'react';
import markdownSchema from 'decap-cms-widget-markdown/dist/esm/schema.js';

/**
 * Decap's markdown widget, loaded when a body field first shows. Its editor (Slate, remark, rehype and
 * React's server renderer) is two thirds of the editor's script, and only the text pages have a body: the
 * home page's form showed after evaluating all of it (docs/performance.md, editor section). Decap holds the
 * control by ref for `focus()` (a 编辑 link, an error's jump) and asks it `isValid()`, which the markdown
 * control does not have: this control passes `focus` on once the real one is there.
 */
const loaded = () => import('decap-cms-widget-markdown').then((module) => module.default);

type Props = Record<string, unknown>;
const Control = lazy(() => loaded().then((widget) => ({ default: widget.controlComponent as ComponentType<Props> })));
const Preview = lazy(() => loaded().then((widget) => ({ default: widget.previewComponent as ComponentType<Props> })));

class MarkdownControl extends Component<Props> {
  private inner: { focus?: () => void } | null = null;
  private focusWanted = false;

  focus(): void {
    if (this.inner?.focus) this.inner.focus();
    else this.focusWanted = true;
  }

  private readonly attach = (control: { focus?: () => void } | null) => {
    this.inner = control;
    if (control && this.focusWanted) {
      this.focusWanted = false;
      control.focus?.();
    }
  };

  override render() {
    return (
      <Suspense fallback={null}>
        <Control {...this.props} ref={this.attach} />
      </Suspense>
    );
  }
}

const MarkdownPreview = (props: Props) => (
  <Suspense fallback={null}>
    <Preview {...props} />
  </Suspense>
);

/** Registered in decap.ts in place of `decap-cms-widget-markdown`'s own Widget(). */
export const markdownWidget = {
  name: 'markdown',
  controlComponent: MarkdownControl,
  previewComponent: MarkdownPreview,
  schema: markdownSchema,
};
