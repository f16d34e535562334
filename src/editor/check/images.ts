/**
 * The pictures of content/images/ as /admin/ was built, and those an entry uploads: what the first form
 * needs of them (the image widget, the preview's site data) without loading the content check.
 */
const imageFiles = import.meta.glob<string>('../../../content/images/*', {
  eager: true,
  query: '?url',
  import: 'default',
});

/** Each picture of content/images/ by its file name, with its address in this build. */
export const IMAGE_URLS = new Map(
  Object.entries(imageFiles).map(([path, src]) => [path.slice(path.lastIndexOf('/') + 1), src] as const),
);
export const IMAGES = [...IMAGE_URLS.keys()];

export function uploadedNames(entry: { get(key: string): unknown }): string[] {
  const media = entry.get('mediaFiles') as { toJS(): unknown } | undefined;
  return ((media?.toJS() ?? []) as { name?: string }[]).flatMap((file) => (file.name ? [file.name] : []));
}
