/**
 * The page source is for visitors: a production page, its inline `site-data` JSON
 * included, holds no target whose deadline has passed, no sentence written for editors (the sample
 * and unconfirmed badges, the 编辑 control) and no sample or source marks. Reads the production
 * build (`npm run build`) as it is on disk; the strings come from content/, as the build read it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { htmlFiles } from '../../scripts/nginx/csp';
import { contentToday, fillClaimLabels, targetIds } from '../../src/content/claims';
import { parseFile } from '../../src/content/frontmatter/parseFile';
import type { ClaimsContent } from '../../src/content/schemas/claims';
import type { SiteContent } from '../../src/content/schemas/site';
import { ISLAND_SITE_TEXTS } from '../../src/site/islands/islandData';
import { CLIENT_DIR, REPO, requireBuild } from './helpers';

const read = (file: string) => parseFile(readFileSync(join(REPO, 'content', file), 'utf8')).data;
const claims = (read('claims.md') as ClaimsContent).claims;
const site = read('site.md') as SiteContent;
const labels = fillClaimLabels(claims);

/** A template's fixed words: `示例值 {count} 处…` is found by what stays when the count is filled in. */
const fixedParts = (template: string) =>
  template
    .split(/\{\w+\}/)
    .map((part) => part.trim())
    .filter((part) => part.length >= 4);

const expired = [...targetIds(claims, contentToday()).expired];
const EXPIRED = expired.flatMap((id) => [labels[id]?.label ?? id, `"deadline":"${claims[id]?.deadline ?? ''}"`]);
const FOR_EDITORS = [
  ...fixedParts(site.sampleBadge),
  ...fixedParts(site.unconfirmedBadge),
  site.unconfirmedLabel,
  ...Object.values(site.editControl)
    .flatMap((value) => (typeof value === 'string' ? [value] : Object.values(value)))
    .flatMap(fixedParts),
  'npm run check:release',
  '"unconfirmed"',
  '"samples"',
];
/** What preview builds write on the elements that show a content field (src/preview, src/preview/samples). */
const MARKS = ['data-source=', 'data-claim-source=', 'data-sample', 'data-unconfirmed', 'data-island-sources'];

const pages = () => {
  requireBuild();
  return htmlFiles(CLIENT_DIR).map((file) => ({ file, html: readFileSync(join(CLIENT_DIR, file), 'utf8') }));
};

describe('the source of every production page', () => {
  it('has pages to read, some with inline island data', () => {
    const all = pages();
    expect(all.length).toBeGreaterThanOrEqual(8);
    expect(all.filter(({ html }) => html.includes('id="site-data"')).map(({ file }) => file)).toEqual(
      expect.arrayContaining(['index.html', 'businessIntro/index.html', 'contactUs/index.html', 'document/index.html']),
    );
  });

  it('holds no target whose deadline has passed', () => {
    // The shipped content has one (the end-2024 target); without it the test would prove nothing.
    expect(EXPIRED.length).toBeGreaterThan(0);
    for (const { file, html } of pages())
      for (const text of EXPIRED) expect(html, `${file}: ${text}`).not.toContain(text);
  });

  it('holds no sentence written for editors and no sample or source mark', () => {
    for (const { file, html } of pages())
      for (const text of [...FOR_EDITORS, ...MARKS]) expect(html, `${file}: ${text}`).not.toContain(text);
  });

  it('gives the islands only the site texts they read and the images they name, and no claims table', () => {
    for (const { file, html } of pages()) {
      const json = /<script type="application\/json" id="site-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
      if (!json) continue;
      const data = JSON.parse(json) as { site: Record<string, unknown> };
      // Islands get their figures formatted in their texts (src/content/prose.ts), so no claim travels.
      expect(Object.keys(data), file).toEqual(['site', 'images']);
      // The islands as the built page names them, read from outside as a visitor's browser would.
      const names = [...html.matchAll(/ data-island="([^"]+)"/g)].map((match) => match[1]);
      const read = new Set(names.flatMap((name) => ISLAND_SITE_TEXTS[name as keyof typeof ISLAND_SITE_TEXTS] ?? []));
      expect(
        Object.keys(data.site).filter((key) => !read.has(key as never)),
        file,
      ).toEqual([]);
    }
  });
});
