// `content/<file>?data` (scripts/build/vite/contentPlugin.ts): the file's front matter as written, parsed at build time.
declare module '*.md?data' {
  const data: unknown;
  export default data;
}
declare module '*.mdx?data' {
  const data: unknown;
  export default data;
}
