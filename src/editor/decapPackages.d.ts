// Decap's backend and widget packages ship no types of their own: what src/editor/decap.ts uses of them.
declare module 'decap-cms-backend-github' {
  export const GitHubBackend: unknown;
}
declare module 'decap-cms-backend-proxy' {
  export const ProxyBackend: unknown;
}
declare module 'decap-cms-widget-image' {
  const widget: { Widget(): unknown };
  export default widget;
}
declare module 'decap-cms-widget-list' {
  const widget: { Widget(): unknown };
  export default widget;
}
declare module 'decap-cms-widget-markdown' {
  const widget: { Widget(): unknown; controlComponent: unknown; previewComponent: unknown };
  export default widget;
}
declare module 'decap-cms-widget-markdown/dist/esm/schema.js' {
  const schema: object;
  export default schema;
}
declare module 'decap-cms-widget-object' {
  const widget: { Widget(): unknown };
  export default widget;
}
declare module 'decap-cms-widget-relation' {
  const widget: { Widget(): unknown };
  export default widget;
}
declare module 'decap-cms-widget-select' {
  const widget: { Widget(): unknown };
  export default widget;
}
declare module 'decap-cms-widget-string' {
  const widget: { Widget(): unknown };
  export default widget;
}
declare module 'decap-cms-widget-text' {
  const widget: { Widget(): unknown };
  export default widget;
}
declare module 'decap-cms-locales' {
  export const en: Record<string, unknown>;
}
