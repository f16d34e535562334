/**
 * Editors' placeholders that reached a built page as typed: a `{{claimId}}` from content, or an
 * `{n}`-style label placeholder. Read from what visitors read or hear: the text and the
 * attributes that carry words (alt, title, accessible names, meta descriptions).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { document: Document } };
};

const PLACEHOLDER = /\{\{[^}]*\}\}|\{(?:n|total|count|text|page|company)\}/g;

function readable(document: Document): string[] {
  for (const script of document.querySelectorAll('script, style, template')) script.remove();
  const attributes = [
    ...document.querySelectorAll('[alt], [title], [aria-label], [placeholder], meta[content]'),
  ].flatMap((element) =>
    ['alt', 'title', 'aria-label', 'placeholder', 'content'].map((name) => element.getAttribute(name) ?? ''),
  );
  return [document.title, document.body.textContent ?? '', ...attributes];
}

/** Each placeholder left in the page file, with some text around it to find it by. */
export function placeholdersLeft(pageFile: string): string[] {
  const { document } = new JSDOM(readFileSync(pageFile, 'utf8')).window;
  return readable(document).flatMap((text) =>
    [...text.matchAll(PLACEHOLDER)].map((match) =>
      text.slice(Math.max(0, match.index - 20), match.index + match[0].length + 10),
    ),
  );
}
