// Decap's internals used only to set up bodyMerge's tests as the editor is set up (decapEditorComponents.ts).
declare module 'decap-cms-widget-markdown/dist/esm/MarkdownControl/index.js' {
  const MarkdownControl: new (props: Record<string, unknown>) => object;
  export default MarkdownControl;
}
declare module 'decap-cms-core/dist/esm/valueObjects/EditorComponent.js' {
  export default function createEditorComponent(config: object): { id: string };
}
declare module 'decap-cms-lib-util/dist/esm/API.js' {
  export function getPreviewStatus<T extends { context: string }>(
    statuses: T[],
    previewContext: string | undefined,
  ): T | undefined;
}
// The locales' ES modules, which the editor's build takes (the package's main file needs a browser).
declare module 'decap-cms-locales/dist/esm/index.js' {
  export const zh_Hans: Record<string, unknown>;
  export const en: Record<string, unknown>;
}
