/**
 * Lists hold a range, not an exact count: the site built with every editor-chosen list
 * at the fewest and at the most items its range allows, looked at at 1440 and 390 px. No page may
 * scroll sideways, axe must find nothing, and the last item of each list must be on the page.
 * Screenshots land in test-results/list-ranges/ to be looked at. The variant at the most items also holds two
 * photos named as cameras and exports name them, which must come out of the image pipeline.
 */
import AxeBuilder from '@axe-core/playwright';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import sharp from 'sharp';
import sirv from 'sirv';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { isMap, isSeq, type Document } from 'yaml';
import { LIST_RANGES } from '../../src/content/schemas/listRanges';
import { launchChromium, REPO } from '../deploy/helpers';
import { buildVariant, editFrontmatter, removeVariant } from '../deploy/variantBuild';

interface List {
  file: string;
  path: string[];
  range: readonly [number, number];
  /** The page the list shows on, and the field of an item whose text identifies it there. */
  page: string;
  textField: string;
}

const LISTS: List[] = [
  { file: 'pages/homePage.mdx', path: ['statements'], range: LIST_RANGES.statements, page: '/', textField: 'label' },
  {
    file: 'pages/homePage.mdx',
    path: ['business', 'cards'],
    range: LIST_RANGES.businessCards,
    page: '/',
    textField: 'title',
  },
  {
    file: 'pages/homePage.mdx',
    path: ['services', 'cards'],
    range: LIST_RANGES.serviceCards,
    page: '/',
    textField: 'line2',
  },
  { file: 'site.md', path: ['carousel', 'slides'], range: LIST_RANGES.slides, page: '/', textField: 'title' },
  {
    file: 'pages/businessIntro.mdx',
    path: ['sections'],
    range: LIST_RANGES.sections,
    page: '/businessIntro',
    textField: 'title',
  },
  {
    file: 'pages/recruitment.mdx',
    path: ['reasons', 'items'],
    range: LIST_RANGES.iconCards,
    page: '/recruitment',
    textField: 'title',
  },
  {
    file: 'pages/recruitment.mdx',
    path: ['support', 'items'],
    range: LIST_RANGES.iconCards,
    page: '/recruitment',
    textField: 'title',
  },
  {
    file: 'pages/recruitment.mdx',
    path: ['process', 'steps'],
    range: LIST_RANGES.steps,
    page: '/recruitment',
    textField: 'title',
  },
  {
    file: 'pages/recruitment.mdx',
    path: ['supplier', 'items'],
    range: LIST_RANGES.conditions,
    page: '/recruitment',
    textField: 'text',
  },
  {
    file: 'pages/recruitment.mdx',
    path: ['provider', 'items'],
    range: LIST_RANGES.conditions,
    page: '/recruitment',
    textField: 'text',
  },
];
const PAGES = ['/', '/businessIntro', '/recruitment'];
const WIDTHS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const SHOTS = join(REPO, 'test-results', 'list-ranges');

/** Copies of an item are told apart (titles, anchors), as an editor adding a card would write a new one. */
function numbered(item: unknown, copy: number): unknown {
  if (!copy || item === null || typeof item !== 'object') return item;
  const fields = { ...(item as Record<string, unknown>) };
  for (const key of ['title', 'label', 'navLabel', 'line2', 'text', 'alt'])
    // "城市模式 8", "…折算为现场票 7。": spaced as the typography check asks of any editor.
    if (typeof fields[key] === 'string') fields[key] = (fields[key] as string).replace(/(。?)$/, ` ${copy + 1}$1`);
  if (typeof fields.anchor === 'string') fields.anchor = `${fields.anchor}-${copy + 1}`;
  return fields;
}

/** The list at `path` cut or grown (by copying its items in turn) to `length`. */
function resize(doc: Document, path: string[], length: number): void {
  const seq = doc.getIn(path, true);
  if (!isSeq(seq)) throw new Error(`${path.join('.')} is not a list`);
  const items = seq.toJSON() as unknown[];
  const resized = Array.from({ length }, (_, index) =>
    numbered(items[index % items.length], Math.floor(index / items.length) ? index : 0),
  );
  doc.setIn(path, doc.createNode(resized));
}

/**
 * An editor who deletes a card also deletes its line in `unconfirmed` (the content check would
 * point at the line otherwise): entries naming an item the cut removed go with it.
 */
function forgetRemovedUnconfirmed(doc: Document): void {
  const listed = doc.get('unconfirmed');
  if (!isSeq(listed)) return;
  const path = (field: string) =>
    field
      .replace(/\[(\d+)\]/g, '.$1')
      .split('.')
      .map((key) => (/^\d+$/.test(key) ? Number(key) : key));
  const kept = (listed.toJSON() as string[]).filter((field) => doc.hasIn(path(field)));
  if (kept.length) doc.setIn(['unconfirmed'], doc.createNode(kept));
  else doc.delete('unconfirmed');
}

/** What the last item of a list says on the page. */
function lastText(doc: Document, list: List): string {
  const seq = doc.getIn(list.path, true);
  const last = isSeq(seq) ? seq.items.at(-1) : undefined;
  return isMap(last) ? String(last.get(list.textField)) : '';
}

/**
 * Photos as an editor adds them, named as a camera or an export names them: the content check passed an
 * upper-case .JPG and an .avif while the build missed both ("content image not found"). One is the home
 * page's case picture, the other the picture shared with a link.
 */
const PHOTOS = [
  { name: 'IMG_0001.JPG', format: 'jpeg', file: 'pages/homePage.mdx', field: ['case', 'picture', 'image'] },
  { name: 'photo.avif', format: 'avif', file: 'site.md', field: ['share', 'image'] },
] as const;
/** The camera's photo again, as the business page's banner: the guide promises phone-sized versions of it. */
const BANNER = { file: 'site.md', field: ['banners', 'businessIntro', 'image'], page: '/businessIntro' } as const;

/** Two colours, so the two photos are two files after the pipeline too (it names a file after its first source). */
const photo = (format: 'jpeg' | 'avif', index: number) =>
  sharp({ create: { width: 1920, height: 800, channels: 3, background: ['#1d4f91', '#c4661f'][index] ?? '#000' } })
    .toFormat(format)
    .toBuffer();

async function buildAt(extreme: 'min' | 'max') {
  const expected = new Map<string, string[]>();
  const photos = extreme === 'max' ? await Promise.all(PHOTOS.map((item, index) => photo(item.format, index))) : [];
  const variant = await buildVariant({
    label: `list-ranges-${extreme}`,
    editContent: (contentDir) => {
      photos.forEach((bytes, index) => writeFileSync(join(contentDir, 'images', PHOTOS[index]?.name ?? ''), bytes));
      for (const file of new Set(LISTS.map((list) => list.file)))
        editFrontmatter(join(contentDir, file), (doc) => {
          for (const list of LISTS.filter((item) => item.file === file)) {
            resize(doc, list.path, extreme === 'min' ? list.range[0] : list.range[1]);
            expected.set(list.page, [...(expected.get(list.page) ?? []), lastText(doc, list)]);
          }
          photos.forEach((_, index) => {
            const item = PHOTOS[index];
            if (item?.file === file) doc.setIn(item.field, item.name);
          });
          if (photos.length && file === BANNER.file) doc.setIn(BANNER.field, PHOTOS[0].name);
          forgetRemovedUnconfirmed(doc);
        });
    },
  });
  const server: Server = createServer(sirv(variant.clientDir, { dev: true }));
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { variant, server, origin, expected };
}

for (const extreme of ['min', 'max'] as const)
  describe(`every list at the ${extreme === 'min' ? 'fewest' : 'most'} items of its range`, () => {
    let site: Awaited<ReturnType<typeof buildAt>>;
    let browser: Awaited<ReturnType<typeof launchChromium>>;
    beforeAll(async () => {
      site = await buildAt(extreme);
      browser = await launchChromium();
      mkdirSync(SHOTS, { recursive: true });
    });
    afterAll(async () => {
      await browser?.close();
      site?.server.close();
      if (site) removeVariant(site.variant);
    });

    if (extreme === 'max')
      test('the photos an editor added (IMG_0001.JPG, photo.avif) come out of the image pipeline and load', async () => {
        const html = await (await fetch(`${site.origin}/`)).text();
        const [picture, shared] = PHOTOS.map(({ name }) => name.slice(0, name.lastIndexOf('.')));
        const urls: string[] = [];
        for (const type of ['avif', 'webp']) {
          const srcset = new RegExp(`<source type="image/${type}" srcSet="([^"]+)"`).exec(
            html.slice(html.indexOf('id="case"')),
          )?.[1];
          expect(srcset, `the case picture as ${type}`).toMatch(
            new RegExp(`^/assets/${picture}-[\\w-]+\\.${type} 480w, \\S+ 960w, \\S+ 1440w$`),
          );
          urls.push(srcset?.split(' ')[0] ?? '');
        }
        const og = /<meta property="og:image" content="[^"]*?(\/assets\/[^"]+)"/.exec(html)?.[1];
        expect(og, 'the shared picture').toMatch(new RegExp(`^/assets/${shared}-[\\w-]+\\.jpeg$`));
        urls.push(og ?? '');
        const banner = await (await fetch(`${site.origin}${BANNER.page}`)).text();
        const bannerHtml = banner.slice(banner.indexOf('data-banner="static"'), banner.indexOf('</section>'));
        for (const type of ['avif', 'webp'])
          expect(bannerHtml, `the banner photo as ${type}`).toMatch(
            new RegExp(
              `<source type="image/${type}" srcSet="/assets/${picture}-[\\w-]+\\.${type} 480w, [^"]+ 1440w" sizes="100vw"/>`,
            ),
          );
        for (const url of urls) {
          const response = await fetch(`${site.origin}${url}`);
          expect(`${url}: ${response.status} ${response.headers.get('content-type')}`).toMatch(/: 200 image\//);
        }
      });

    for (const path of PAGES)
      for (const viewport of WIDTHS)
        test(`${path} at ${viewport.width} px: every item shows, nothing overflows, axe is clean`, async () => {
          const context = await browser.newContext({ viewport, locale: 'zh-CN' });
          const page = await context.newPage();
          try {
            await page.goto(`${site.origin}${path}`);
            await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
            // textContent: carousel slides other than the current one are in the page but not on screen.
            const text = (await page.locator('body').textContent()) ?? '';
            for (const last of site.expected.get(path) ?? []) expect(text, last).toContain(last);
            const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
            expect(overflow).toBeLessThanOrEqual(0);
            const axe = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
            expect(
              axe.violations.map(
                (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
              ),
            ).toEqual([]);
            await page.screenshot({
              path: join(SHOTS, `${extreme}${path.replace(/\//g, '_') || '_'}-${viewport.width}.png`),
              fullPage: true,
            });
          } finally {
            await context.close();
          }
        });
  });
