import { describe, expect, it } from 'vitest';
import { cmsCollections } from '../../../src/editor/config/cmsConfig';
import { editorEntry, editorFieldHref } from '../../../src/preview/editorLink';
import { CONTENT_FILES } from '../../../src/content/collections';

describe('the link from a field to the editor', () => {
  it.each([
    ['/', 'content/pages/homePage.mdx', 'lead', '/admin/?field=lead#/collections/pages/entries/homePage'],
    [
      '/preview/pr-12/',
      'content/pages/homePage.mdx',
      'business.cards[2].title',
      '/preview/pr-12/admin/?field=business.cards%5B2%5D.title#/collections/pages/entries/homePage',
    ],
    ['/', 'content/site.md', 'hotline.number', '/admin/?field=hotline.number#/collections/site/entries/site'],
    ['', 'claims.md', 'claims.staff.value', '/admin/?field=claims.staff.value#/collections/claims/entries/claims'],
    ['/', 'pages/notFound.md', 'heading', '/admin/?field=heading#/collections/pages/entries/notFound'],
  ])('%s + %s + %s → %s', (base, file, field, href) => {
    expect(editorFieldHref(base, file, field)).toBe(href);
  });

  it('names each content file by the collection and entry the editor shows it under', () => {
    const entries = cmsCollections().flatMap((collection) =>
      collection.files.map((file) => `${collection.name}/${file.name}`),
    );
    const linked = Object.keys(CONTENT_FILES).map((path) => {
      const { collection, entry } = editorEntry(path);
      return `${collection}/${entry}`;
    });
    expect(linked.sort()).toEqual(entries.sort());
  });
});
