/**
 * How many characters each short field's place holds, measured in a preview
 * build (whose elements say which field they show, `data-source`) at 390 px and 1440 px with the machine's
 * fonts (fonts-noto-cjk): every text of a field on a page is made N characters long at once (国, or n for a
 * Latin text), N growing until a text wraps onto another line, is clipped by its box or a box around it, or
 * makes the page or its row scroll sideways. Prints, for each field the schemas limit (`fits`, `maxTotal`),
 * the schema's limit beside what fits; docs/cms.md keeps the table ("Text that fits its place").
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sirv from 'sirv';
import type { z } from 'zod';
import { CONTENT_FILES } from '../../src/content/collections';
import { defOf, metaOf, unwrap } from '../../src/content/schemaWalk';
import { BUILD_DIR } from '../build/buildDirs';
import { chromiumPath } from '../shared/chromium';
import { readCommandLine } from '../shared/commandLine';
import { FIT_IN_PAGE } from './textFitsInPage';

readCommandLine(
  `用法 (usage): SITE_PREVIEW=1 npm run build && npx tsx scripts/docs/textFits.ts
在 390 px 和 1440 px 下量出每个有字数上限的字段放得下几个字 (how many characters each limited field's place holds)`,
  {},
);

/** Every limited field, as `file path` with `[]` for list items and `*` for a claim: its limit. */
function limits(): Map<string, { max: number; total?: readonly string[] }> {
  const found = new Map<string, { max: number; total?: readonly string[] }>();
  const walk = (file: string, schema: z.ZodType, path: string) => {
    const meta = { ...metaOf(unwrap(schema)), ...metaOf(schema) };
    if (meta.maxLength) found.set(`${file} ${path}`, { max: meta.maxLength });
    if (meta.maxTotal)
      found.set(`${file} ${path}`, { max: meta.maxTotal.max, total: meta.maxTotal.of.map((key) => `${path}.${key}`) });
    const def = defOf(unwrap(schema));
    const at = (key: string) => (path ? `${path}.${key}` : key);
    if (def.type === 'object' && def.shape)
      for (const [key, child] of Object.entries(def.shape)) walk(file, child, at(key));
    if (def.type === 'array' && def.element) walk(file, def.element, `${path}[]`);
    if (def.type === 'record' && def.valueType) walk(file, def.valueType, `${path}.*`);
  };
  for (const [file, schema] of Object.entries(CONTENT_FILES)) walk(`content/${file}`, schema, '');
  return found;
}

const PAGES = [
  '/',
  '/businessIntro',
  '/recruitment',
  '/contactUs',
  '/document',
  '/supplierEn',
  '/seviceProvide',
  '/404/',
];

const server = createServer(sirv(join(BUILD_DIR, 'client'), { dev: true }));
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: chromiumPath(), args: ['--no-sandbox'] });
const table = limits();
const fits = new Map<string, Record<number, number>>();
try {
  for (const width of [390, 1440])
    for (const path of PAGES) {
      const page = await browser.newPage({ viewport: { width, height: 900 }, locale: 'zh-CN' });
      await page.goto(`${origin}${path}`);
      await page.waitForSelector('html[data-hydrated]');
      const keys = [...table.entries()].flatMap(([key, { total }]) => (total ? [] : [key]));
      const groups = Object.fromEntries(
        [...table.entries()].flatMap(([key, { total }]) => (total ? [[key, total]] : [])),
      );
      const measured = (await page.evaluate(`(${FIT_IN_PAGE})(${JSON.stringify({ keys, groups })})`)) as Record<
        string,
        number
      >;
      for (const [key, n] of Object.entries(measured)) {
        const at = fits.get(key) ?? {};
        at[width] = Math.min(at[width] ?? Infinity, n);
        fits.set(key, at);
      }
      await page.close();
    }
} finally {
  await browser.close();
  server.close();
}
console.log('| field | limit | fits at 390 px | fits at 1440 px |\n| --- | --- | --- | --- |');
for (const [key, { max }] of table) {
  const at = fits.get(key) ?? {};
  console.log(`| \`${key}\` | ${max} | ${at[390] ?? '–'} | ${at[1440] ?? '–'} |`);
}
