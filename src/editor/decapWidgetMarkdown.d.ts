// decap-cms-widget-markdown ships no types; only the two serialisers its rich-text editor uses are read (format/decapMarkdown.ts).
declare module 'decap-cms-widget-markdown/dist/esm/serializers/index.js' {
  interface SerializerOptions {
    voidCodeBlock?: boolean;
    remarkPlugins?: unknown[];
  }
  export function markdownToSlate(markdown: string, options?: SerializerOptions): unknown[];
  export function slateToMarkdown(raw: unknown[], options?: SerializerOptions): string;
}
