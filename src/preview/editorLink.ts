/**
 * Where /admin/ opens a content file's field, which the preview pages' pencils link to: this module
 * imports nothing, so they do not pull the editor in (tests/unit/admin/adminIsolation.test.ts).
 */

/** The editor's collections: cmsConfig.ts groups the content files into these. */
export const COLLECTIONS = { pages: 'pages', site: 'site', claims: 'claims' } as const;
export type CollectionName = (typeof COLLECTIONS)[keyof typeof COLLECTIONS];

/** The query parameter src/editor/fieldFocus.ts reads. */
export const FIELD_PARAM = 'field';

/** `pages/homePage.mdx` (or `content/pages/homePage.mdx`, as data-source writes it) → `pages` / `homePage`. */
export function editorEntry(file: string): { collection: CollectionName; entry: string } {
  const path = file.replace(/^content\//, '');
  const entry = path.slice(path.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');
  if (path.startsWith('pages/')) return { collection: COLLECTIONS.pages, entry };
  return { collection: path === 'claims.md' ? COLLECTIONS.claims : COLLECTIONS.site, entry };
}

/**
 * `<base>admin/?field=<path>#/collections/<collection>/entries/<entry>`: the editor opens the entry and
 * focuses the field (`business.cards[2].title`, as data-source writes it); `base` is `/` or `/preview/pr-12/`.
 * On the preview origin, `/preview/pr-12/admin/` sends the editor to the site's own `/admin/?pr=12`
 * (deploy/preview-server.conf), which asks GitHub for the pull request's branch.
 */
export function editorFieldHref(base: string, file: string, field: string): string {
  const { collection, entry } = editorEntry(file);
  const root = base.endsWith('/') ? base : `${base}/`;
  const query = new URLSearchParams({ [FIELD_PARAM]: field }).toString();
  return `${root}admin/?${query}#/collections/${collection}/entries/${encodeURIComponent(entry)}`;
}
