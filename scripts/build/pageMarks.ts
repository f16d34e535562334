import { createRequire } from 'node:module';
import { withoutMarks } from '../../src/content/marks/sourceMark';
import { ISLAND_SOURCES_ATTRIBUTE, moveMarksInPage, type ClaimSource } from '../../src/preview/domMarks';
import { EDIT_TARGET_ATTRIBUTE, type EditTarget } from '../../src/preview/editLink';

/**
 * One pre-rendered preview page: parsed by jsdom into a DOM, its source marks moved by the same
 * pass `npm run dev` runs in the browser (src/preview/domMarks.ts), and what that pass changed
 * written back into the page's own text. The page is not re-serialized: React's markup (`<img/>`,
 * `charSet`, entities) stays byte for byte, so a preview differs from a preview built without
 * marks by the added attributes alone (`removeSourceMarks`, tests/deploy/sourceMarks.test.ts).
 * `<html>` also lists the texts only island data holds, and names where the 编辑 control opens files.
 */
export function moveSourceMarks(html: string, claimSource: ClaimSource, target?: EditTarget): string {
  // Nothing runs or loads; a style sheet jsdom's CSS parser does not know is no concern of this pass.
  const doc = new JSDOM(html, { virtualConsole: new VirtualConsole() }).window.document;
  const elements = [...doc.querySelectorAll('*')];
  const tags = startTags(html, elements);
  const before = elements.map(attributesOf);
  const islandTexts = moveMarksInPage(doc, claimSource);
  const root = doc.documentElement;
  if (Object.keys(islandTexts).length) root.setAttribute(ISLAND_SOURCES_ATTRIBUTE, JSON.stringify(islandTexts));
  if (target) root.setAttribute(EDIT_TARGET_ATTRIBUTE, JSON.stringify(target));

  const edits: Edit[] = [];
  elements.forEach((element, index) => {
    const old = before[index] ?? new Map<string, string>();
    const changed = [...element.attributes].filter(({ name, value }) => {
      const was = old.get(name);
      return was === undefined || withoutMarks(was) !== value;
    });
    if (!changed.length) return;
    const tag = tags[index];
    if (!tag) throw new Error(`source marks: <${element.localName}> has no tag in the page to write its attributes on`);
    const added: string[] = [];
    for (const { name, value } of changed) {
      const written = `${name}="${escapeAttribute(value)}"`;
      const range = old.has(name) ? tag.attrs?.[name] : undefined;
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
  // The pass removed every mark from the DOM's texts, comments and attributes; the page writes
  // those characters as they are (never as entities), so removing them from its text is the same edit.
  return withoutMarks(page);
}

/**
 * The page without what the preview build added for the 编辑 control: the source attributes
 * (moveSourceMarks and the MDX bodies' blocks) and the edit target. A preview built without
 * them (`SITE_SOURCE_MARKS=0`) writes exactly this.
 */
export function removeSourceMarks(html: string): string {
  return html.replace(
    new RegExp(` (?:data-(?:claim-)?source|${EDIT_TARGET_ATTRIBUTE}|${ISLAND_SOURCES_ATTRIBUTE})="[^"]*"`, 'g'),
    '',
  );
}

/** Offsets in the page's text, as parse5 gives them. */
interface Range {
  startOffset: number;
  endOffset: number;
}

interface Edit extends Range {
  text: string;
}

type StartTag = Range & { attrs?: Partial<Record<string, Range>> };

/** What this file reads of parse5's tree (its default tree adapter). */
interface Parse5Node {
  tagName?: string;
  childNodes?: Parse5Node[];
  sourceCodeLocation?: { startTag?: StartTag } | null;
}

/**
 * Where each element's start tag is in the page, in document order, as `querySelectorAll('*')`
 * lists them. jsdom's own `includeNodeLocations` would parse with scripting enabled (jsdom 27
 * drops `scriptingEnabled: false` with it), reading a `<noscript>`'s content as text; the pass
 * reads the page as a browser without JavaScript shows it, so the locations come from parse5,
 * the parser jsdom uses, run with the same options: both trees are built alike, checked below.
 */
function startTags(html: string, elements: Element[]): (StartTag | undefined)[] {
  const tags: { name: string; tag: StartTag | undefined }[] = [];
  const walk = (node: Parse5Node) => {
    for (const child of node.childNodes ?? []) {
      if (child.tagName) tags.push({ name: child.tagName, tag: child.sourceCodeLocation?.startTag });
      walk(child);
    }
  };
  walk(parse5.parse(html, { sourceCodeLocationInfo: true, scriptingEnabled: false }));
  if (tags.length !== elements.length || tags.some(({ name }, index) => name !== elements[index]?.localName))
    throw new Error('source marks: jsdom and parse5 read the page differently');
  return tags.map(({ tag }) => tag);
}

// No types ship with jsdom: what this file uses of it, as the deploy tests do.
const require = createRequire(import.meta.url);
const { JSDOM, VirtualConsole } = require('jsdom') as {
  JSDOM: new (html: string, options: { virtualConsole: unknown }) => { window: { document: Document } };
  VirtualConsole: new () => unknown;
};
/** jsdom's own parse5, whichever copy it resolves. */
const parse5 = createRequire(require.resolve('jsdom'))('parse5') as {
  parse(html: string, options: { sourceCodeLocationInfo: true; scriptingEnabled: false }): Parse5Node;
};

const attributesOf = (element: Element) =>
  new Map([...element.attributes].map(({ name, value }) => [name, value] as const));

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}
