// Every file in content/images/, fingerprinted by Vite: name → URL.
const urls = import.meta.glob<string>('../../content/images/*.{svg,png,jpg,jpeg,webp,avif}', {
  eager: true,
  query: '?url',
  import: 'default',
});

const byName = new Map(Object.entries(urls).map(([path, url]) => [path.slice(path.lastIndexOf('/') + 1), url]));

/** URL of an image named in content; the content check guarantees it exists. */
export function imageUrl(name: string): string {
  const url = byName.get(name);
  if (url === undefined) throw new Error(`content image not found: ${name}`);
  return url;
}
