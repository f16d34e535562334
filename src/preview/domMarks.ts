import { hasMarks, marksIn, SOURCE_SEPARATOR, withoutMarks } from '../content/marks/sourceMark';
import { isProse } from '../content/prose';

/**
 * The one pass that moves source marks, on a DOM: each mark (sourceMark.ts) moves to the
 * element that shows its text (`data-source`, `data-claim-source` for the claims filled into it; an
 * attribute's, such as `alt`, to its element). Every mark's characters are removed (comments, scripts and
 * island props too), so what shows and what React hydrates is the production text. The build runs it on
 * each pre-rendered page; `npm run dev` in the live page once hydrated and after each update (React
 * hydrates with the marks in the loaders' data: moved first, every element would differ). Returns the
 * texts only island data holds (a notice shown once it runs) with their sources, listed on `<html>`.
 */
export function moveMarksInPage(doc: Document, claimSource?: ClaimSource): Record<string, string> {
  const islandTexts: Record<string, string> = {};
  const found = new Map<Element, { sources: string[]; claims: string[] }>();
  const note = (element: Element, sources: string[], claims: string[]) => {
    const entry = found.get(element) ?? { sources: [], claims: [] };
    entry.sources.push(...sources);
    entry.claims.push(...claims);
    found.set(element, entry);
  };
  const noteMarks = (element: Element, text: string) => {
    for (const mark of marksIn(text)) note(element, [mark.source], mark.claims ?? []);
  };

  // Document order, each element's attributes before its texts: the order the sources are listed in.
  for (const element of doc.querySelectorAll('*')) {
    // The head shows nothing: its marks are only removed. A figure (`data-claim="<id>"`) names its claim too.
    const shows = doc.body?.contains(element) ?? false;
    for (const { name, value } of [...element.attributes]) {
      const claim = name === 'data-claim' && shows ? claimSource?.(value) : undefined;
      if (claim) note(element, [], [claim]);
      if (DATA_ATTRIBUTES.has(name)) collectIslandTexts(value, islandTexts);
      if (!hasMarks(value)) continue;
      if (shows && !DATA_ATTRIBUTES.has(name)) noteMarks(element, value);
      element.setAttribute(name, withoutMarks(value));
    }
    const raw = RAW_TEXT.has(element.localName);
    if (raw && element.getAttribute('type') === 'application/json')
      collectIslandTexts(element.textContent ?? '', islandTexts);
    // Text and comments only: an element's own texts are what it shows.
    for (const child of element.childNodes) {
      if (child.nodeName !== '#text' && child.nodeName !== '#comment') continue;
      const value = child.nodeValue ?? '';
      if (!hasMarks(value)) continue;
      if (shows && !raw && child.nodeName === '#text') noteMarks(element, value);
      child.nodeValue = withoutMarks(value);
    }
  }
  for (const [element, { sources, claims }] of found) {
    add(element, 'data-source', sources);
    add(element, 'data-claim-source', claims);
  }
  return islandTexts;
}

/** `content/claims.md:12 claims.<id>.value` for a claim id, or undefined for an unknown one. */
export type ClaimSource = (id: string) => string | undefined;

export const ISLAND_SOURCES_ATTRIBUTE = 'data-island-sources';

/** Elements whose text is code or style, never shown: their marks are only removed. */
const RAW_TEXT = new Set(['script', 'style']);
/** Attributes whose marks name nothing on the page: island props hold data, not shown text. */
const DATA_ATTRIBUTES = new Set(['data-props']);

function add(element: Element, name: string, values: string[]): void {
  if (!values.length) return;
  const present = element.getAttribute(name)?.split(SOURCE_SEPARATOR) ?? [];
  const value = [...new Set([...present, ...values])].join(SOURCE_SEPARATOR);
  // Unchanged values are not set again: in dev every change of the page runs the pass once more.
  if (value !== element.getAttribute(name)) element.setAttribute(name, value);
}

function collectIslandTexts(json: string, into: Record<string, string>): void {
  if (!hasMarks(json)) return;
  try {
    collectMarkedStrings(JSON.parse(json), into);
  } catch {
    // Not JSON: nothing an island renders.
  }
}

function collectMarkedStrings(value: unknown, into: Record<string, string>): void {
  if (typeof value === 'string') collectText(value, into);
  // Prose: the element shows its words as its own text, each figure in a span of its own.
  else if (isProse(value)) collectText(value.map((part) => ('text' in part ? part.text : '')).join(''), into);
  else if (Array.isArray(value)) value.forEach((item) => collectMarkedStrings(item, into));
  else if (value !== null && typeof value === 'object')
    Object.values(value).forEach((item) => collectMarkedStrings(item, into));
}

function collectText(value: string, into: Record<string, string>): void {
  const sources = marksIn(value).map((mark) => mark.source);
  const text = withoutMarks(value).trim();
  if (sources.length && text) into[text] = [...new Set(sources)].join(SOURCE_SEPARATOR);
}

/**
 * Built previews: an island's text shown only once it runs (a notice) lost its marks in the build,
 * which lists such texts (moveMarksInPage's result): an element without a source that shows exactly one is marked.
 */
export function markIslandTexts(doc: Document, texts: Readonly<Record<string, string>>): void {
  for (const element of doc.querySelectorAll('[data-island] *')) {
    if (element.closest('[data-source]')) continue;
    const own = [...element.childNodes]
      .filter((node) => node.nodeName === '#text')
      .map((node) => node.nodeValue ?? '')
      .join('')
      .trim();
    const source = own ? texts[own] : undefined;
    if (source) element.setAttribute('data-source', source);
  }
}
