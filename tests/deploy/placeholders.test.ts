/**
 * No built page shows an editor's placeholder as it was typed: every `{{claimId}}` in content
 * must reach the visitor as its figure, and every `{n}`-style label placeholder as its value.
 * A field rendered without claim handling showed `出票、退票、改签 {{serviceHours}}处理` on
 * /contactUs while the content check passed: this reads what visitors read (the text and the
 * accessible names, titles and alt texts of each page), not what the check thinks is rendered.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND, ROUTES } from '../../src/routes/registry';

const CLIENT = join(process.cwd(), 'build', 'client');
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

const PLACEHOLDER = /\{\{[^}]*\}\}|\{(?:n|total|count|text|page|company)\}/;

/** What a visitor reads or hears: body text outside scripts, and the attributes that carry words. */
function readable(document: Document): string[] {
  for (const script of document.querySelectorAll('script, style, template')) script.remove();
  const attributes = [
    ...document.querySelectorAll('[alt], [title], [aria-label], [placeholder], meta[content]'),
  ].flatMap((element) =>
    ['alt', 'title', 'aria-label', 'placeholder', 'content'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [document.title, document.body.textContent ?? '', ...attributes];
}

describe('placeholders in the built pages', () => {
  for (const path of [...Object.values(ROUTES).map((route) => route.path), NOT_FOUND.path]) {
    it(`${path} shows every placeholder filled in`, () => {
      const file = join(CLIENT, path === '/' ? '' : path, 'index.html');
      const { document } = new JSDOM(readFileSync(file, 'utf8')).window;
      const left = readable(document).flatMap((text) =>
        [...text.matchAll(new RegExp(PLACEHOLDER, 'g'))].map((match) =>
          text.slice(Math.max(0, match.index - 20), match.index + match[0].length + 10),
        ),
      );
      expect(left).toEqual([]);
    });
  }
});
