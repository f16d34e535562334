import { marksIn, withoutMarks } from '../content/marks/sourceMark';
import { EDIT_TARGET_ATTRIBUTE, type EditTarget } from './editLink';
import { SOURCE_SEPARATOR } from '../content/marks/sourceLocation';

/**
 * The post-render pass of preview builds (DESIGN §12): in a pre-rendered page, each source mark
 * (sourceMark.ts) moves to the element that shows its text (`data-source`, and
 * `data-claim-source` for the claims filled into it), or, for an attribute such as `alt`, to
 * the element that has the attribute. Every mark's characters are removed, from scripts and
 * island props too, so the page's text, its islands' data and what React hydrates are exactly
 * the production text. An element with `data-claim="<id>"` (a figure, src/site/components/text)
 * also names its claim. The head shows nothing: its marks are only removed. Texts that only an
 * island's data holds (a notice shown once it runs) are listed by text on `<html>`,
 * for the 编辑 control to mark when they appear.
 */
export const SOURCE_ATTRIBUTES = ['data-source', 'data-claim-source'] as const;

/** `content/claims.md:12 claims.<id>.value` for a claim id, or undefined for an unknown one. */
export type ClaimSource = (id: string) => string | undefined;

interface Open {
  /** Index of the element's start tag in `out`. */
  token: number;
  name: string;
}

interface Found {
  sources: Set<string>;
  claims: Set<string>;
}

const VOID = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
const RAW_TEXT = new Set(['script', 'style']);
/** Attributes whose marks name nothing on the page: island props hold data, not shown text. */
const DATA_ATTRIBUTES = new Set(['data-props']);
const ATTRIBUTE = /\s([^\s="'>/]+)(?:="([^"]*)")?/g;

/** Texts an island may show only once it runs (a notice, a message), and where each comes from. */
export const ISLAND_SOURCES_ATTRIBUTE = 'data-island-sources';

export function moveSourceMarks(html: string, claimSource: ClaimSource): string {
  const out: string[] = [];
  const islandTexts: Record<string, string> = {};
  const collect = (json: string) => {
    try {
      collectMarkedStrings(JSON.parse(json), islandTexts);
    } catch {
      // Not JSON: nothing an island renders.
    }
  };
  const found = new Map<number, Found>();
  const stack: Open[] = [];
  let inHead = false;
  const note = (token: number | undefined, sources: string[], claims: string[]) => {
    if (token === undefined || inHead || (!sources.length && !claims.length)) return;
    const entry = found.get(token) ?? { sources: new Set(), claims: new Set() };
    sources.forEach((source) => entry.sources.add(source));
    claims.forEach((claim) => entry.claims.add(claim));
    found.set(token, entry);
  };
  const noteMarks = (token: number | undefined, text: string) => {
    const marks = marksIn(text);
    note(
      token,
      marks.map((mark) => mark.source),
      marks.flatMap((mark) => mark.claims ?? []),
    );
  };

  let at = 0;
  while (at < html.length) {
    const lt = html.indexOf('<', at);
    if (lt !== at) {
      const end = lt < 0 ? html.length : lt;
      const text = html.slice(at, end);
      noteMarks(stack.at(-1)?.token, text);
      out.push(withoutMarks(text));
      at = end;
      continue;
    }
    if (html.startsWith('<!--', at)) {
      const end = html.indexOf('-->', at);
      const stop = end < 0 ? html.length : end + 3;
      out.push(withoutMarks(html.slice(at, stop)));
      at = stop;
      continue;
    }
    const gt = html.indexOf('>', at);
    if (gt < 0) {
      out.push(withoutMarks(html.slice(at)));
      break;
    }
    const tag = html.slice(at, gt + 1);
    at = gt + 1;
    const closing = /^<\/([a-zA-Z][\w-]*)/.exec(tag);
    if (closing) {
      const name = (closing[1] ?? '').toLowerCase();
      const index = stack.findLastIndex((open) => open.name === name);
      if (index >= 0) stack.length = index;
      if (name === 'head') inHead = false;
      out.push(tag);
      continue;
    }
    const opening = /^<([a-zA-Z][\w-]*)/.exec(tag);
    if (!opening) {
      // `<!DOCTYPE html>` and the like.
      out.push(tag);
      continue;
    }
    const name = (opening[1] ?? '').toLowerCase();
    if (name === 'head') inHead = true;
    const token = out.length;
    out.push(withoutMarks(tag));
    for (const [, attribute = '', value = ''] of tag.matchAll(ATTRIBUTE)) {
      if (attribute === 'data-claim') {
        const source = claimSource(value);
        note(token, [], source ? [source] : []);
      } else if (!DATA_ATTRIBUTES.has(attribute)) noteMarks(token, value);
      else collect(value.replaceAll('&quot;', '"').replaceAll('&amp;', '&'));
    }
    if (RAW_TEXT.has(name)) {
      const end = html.indexOf(`</${name}`, at);
      const stop = end < 0 ? html.length : end;
      if (/type="application\/json"/.test(tag)) collect(html.slice(at, stop));
      out.push(withoutMarks(html.slice(at, stop)));
      at = stop;
      continue;
    }
    if (!VOID.has(name) && !tag.endsWith('/>')) stack.push({ token, name });
  }

  for (const [token, { sources, claims }] of found) {
    const tag = out[token] ?? '';
    const attributes = [
      sources.size ? ` data-source="${escapeAttribute([...sources].join(SOURCE_SEPARATOR))}"` : '',
      claims.size ? ` data-claim-source="${escapeAttribute([...claims].join(SOURCE_SEPARATOR))}"` : '',
    ].join('');
    const end = tag.endsWith('/>') ? tag.length - 2 : tag.length - 1;
    out[token] = tag.slice(0, end) + attributes + tag.slice(end);
  }
  const page = out.join('');
  if (Object.keys(islandTexts).length === 0) return page;
  // An attribute, not a script: the sample marks read every text node of the page.
  return page.replace(/<html\b/, `$& ${ISLAND_SOURCES_ATTRIBUTE}="${escapeAttribute(JSON.stringify(islandTexts))}"`);
}

/** Every marked string of island data, by the text it shows: the control marks it once shown (domMarks.ts). */
function collectMarkedStrings(value: unknown, into: Record<string, string>): void {
  if (typeof value === 'string') {
    const sources = marksIn(value).map((mark) => mark.source);
    const text = withoutMarks(value).trim();
    if (sources.length && text) into[text] = [...new Set(sources)].join(SOURCE_SEPARATOR);
  } else if (Array.isArray(value)) value.forEach((item) => collectMarkedStrings(item, into));
  else if (value !== null && typeof value === 'object')
    Object.values(value).forEach((item) => collectMarkedStrings(item, into));
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** The page's `<html>` names where the 编辑 control opens files (editLink.ts). */
export function withEditTarget(html: string, target: EditTarget): string {
  return html.replace(/<html\b/, `$& ${EDIT_TARGET_ATTRIBUTE}="${escapeAttribute(JSON.stringify(target))}"`);
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
