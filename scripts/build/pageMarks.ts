import { createRequire } from 'node:module';
import type * as Parse5 from 'parse5';
import { withoutMarks } from '../../src/content/marks/sourceMark';
import { ISLAND_SOURCES_ATTRIBUTE, moveMarksInPage, type ClaimSource } from '../../src/preview/domMarks';
import { EDIT_TARGET_ATTRIBUTE, type EditTarget } from '../../src/preview/editLink';
import { escapeHtml } from '../shared/escapeHtml';

/**
 * A preview page's source marks moved by the pass `npm run dev` runs in the browser (src/preview/domMarks.ts),
 * on a jsdom DOM; only the changed attributes are written back into the page's text, so React's markup
 * stays byte for byte and the page differs from one built without marks by those attributes alone.
 */
export function moveSourceMarks(html: string, claimSource: ClaimSource, target?: EditTarget): string {
  // Nothing runs or loads; a style sheet jsdom's CSS parser does not know is no concern of this pass.
  const doc = new JSDOM(html, { virtualConsole: new VirtualConsole() }).window.document;
  const elements = [...doc.querySelectorAll('*')];
  const locations = tagLocations(html, elements);
  const before = elements.map((element) => new Map([...element.attributes].map((a) => [a.name, a.value] as const)));
  const islandTexts = moveMarksInPage(doc, claimSource);
  const root = doc.documentElement;
  if (Object.keys(islandTexts).length) root.setAttribute(ISLAND_SOURCES_ATTRIBUTE, JSON.stringify(islandTexts));
  if (target) root.setAttribute(EDIT_TARGET_ATTRIBUTE, JSON.stringify(target));

  const edits: { startOffset: number; endOffset: number; text: string }[] = [];
  elements.forEach((element, index) => {
    const old = before[index] ?? new Map<string, string>();
    const changed = [...element.attributes].filter(({ name, value }) => {
      const was = old.get(name);
      return was === undefined || withoutMarks(was) !== value;
    });
    if (!changed.length) return;
    const location = locations[index];
    const tag = location?.startTag;
    if (!tag) throw new Error(`source marks: <${element.localName}> has no tag in the page to write its attributes on`);
    const added: string[] = [];
    for (const { name, value } of changed) {
      const written = `${name}="${escapeHtml(value)}"`;
      const range = old.has(name) ? location?.attrs?.[name] : undefined;
      if (range) edits.push({ ...range, text: written });
      else added.push(` ${written}`);
    }
    if (!added.length) return;
    // Before `>`, or before `/>` of a tag React writes self-closed.
    const at = html.startsWith('/>', tag.endOffset - 2) ? tag.endOffset - 2 : tag.endOffset - 1;
    edits.push({ startOffset: at, endOffset: at, text: added.join('') });
  });
  let page = html;
  for (const { startOffset, endOffset, text } of edits.sort((a, b) => b.startOffset - a.startOffset))
    page = page.slice(0, startOffset) + text + page.slice(endOffset);
  // The page writes the marks' characters as they are (never as entities): removing them is the DOM's edit.
  return withoutMarks(page);
}

/** The page without what the preview build added for the 编辑 control: what a `SITE_SOURCE_MARKS=0` preview writes. */
export function removeSourceMarks(html: string): string {
  return html.replace(
    new RegExp(` (?:data-(?:claim-)?source|${EDIT_TARGET_ATTRIBUTE}|${ISLAND_SOURCES_ATTRIBUTE})="[^"]*"`, 'g'),
    '',
  );
}

/**
 * Where each element is in the page, in `querySelectorAll('*')` order: from parse5 with scripting off, as
 * jsdom's `includeNodeLocations` would read a `<noscript>`'s content as text. Both trees must match.
 */
function tagLocations(html: string, elements: Element[]) {
  const found: Parse5.DefaultTreeAdapterTypes.Element[] = [];
  const walk = (node: Parse5.DefaultTreeAdapterTypes.ParentNode) => {
    for (const child of node.childNodes)
      if ('tagName' in child) {
        found.push(child);
        walk(child);
      }
  };
  walk(parse5.parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false }));
  if (found.length !== elements.length || found.some(({ tagName }, index) => tagName !== elements[index]?.localName))
    throw new Error('source marks: jsdom and parse5 read the page differently');
  return found.map((element) => element.sourceCodeLocation);
}

// No types ship with jsdom: what this file uses of it.
const require = createRequire(import.meta.url);
const { JSDOM, VirtualConsole } = require('jsdom') as {
  JSDOM: new (html: string, options: { virtualConsole: unknown }) => { window: { document: Document } };
  VirtualConsole: new () => unknown;
};
/** jsdom's own parse5, whichever copy it resolves. */
const parse5 = createRequire(require.resolve('jsdom'))('parse5') as typeof Parse5;
