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
