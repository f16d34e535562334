import { CST, Lexer } from 'yaml';

/** What a content file may cost a reader: one that would take minutes or overflow a stack is refused, everywhere. */
export const LIMITS = {
  /** Bytes of one content file: page files are a few KB; 256 KB is about 85,000 Chinese characters. */
  fileBytes: 256 * 1024,
  /** Levels of lists and groups of fields (and of a body): the schemas nest 5 deep; the `yaml` composer ran out of stack near 800. */
  depth: 20,
  /**
   * `*name` references (YAML aliases) in one file, and how often their values may be expanded (the
   * `yaml` package's `maxAliasCount`, whose default this is). Content needs none. Without the count,
   * 20,000 anchors and aliases take toJS 8 s: each alias scans the whole document.
   */
  aliases: 100,
} as const;

/** UTF-8 size of a text, counted only when it could be over the limit. */
export function utf8Bytes(text: string): number {
  // A character is 1 to 3 UTF-8 bytes (4 for a surrogate pair, which is 2 characters).
  if (text.length * 3 <= LIMITS.fileBytes) return text.length;
  return new TextEncoder().encode(text).length;
}

type Open = { column: number; kind: 'map' | 'seq' };

/**
 * Where YAML first goes deeper than LIMITS.depth or past LIMITS.aliases aliases, read from the lexer's tokens: the
 * parser recurses once a level (10,000 nested `- ` overflowed a test worker). Brackets count a level each; a block
 * `-`, or a key before `:`, opens one further right than the level it is in (a list may stand at its key's column).
 */
export function yamlExcess(yaml: string): { kind: 'depth' | 'aliases'; offset: number } | undefined {
  let offset = 0;
  let lineStart = 0;
  let flow = 0;
  let aliases = 0;
  let firstAlias = -1;
  /** Where the scalar that may be a key starts, on this line. */
  let key: number | undefined;
  const block: Open[] = [];
  /** Where the level being judged starts. */
  let opened = 0;
  const open = (at: number, kind: Open['kind']) => {
    opened = at;
    const column = at - lineStart;
    const closes = (top: Open) =>
      top.column > column || (top.column === column && kind === 'map' && top.kind === 'seq');
    while (block.length && closes(block[block.length - 1] as Open)) block.pop();
    const top = block[block.length - 1];
    if (!top || top.column < column || top.kind !== kind) block.push({ column, kind });
  };
  for (const token of new Lexer().lex(yaml)) {
    // The lexer's markers for a document, a plain scalar and a broken flow end are not characters of the text.
    if (token === CST.DOCUMENT || token === CST.FLOW_END) continue;
    if (token === CST.SCALAR) {
      key = offset;
      continue;
    }
    const at = offset;
    switch (CST.tokenType(token)) {
      case 'doc-start':
        block.length = 0;
        break;
      case 'newline':
        key = undefined;
        break;
      case 'seq-item-ind':
        if (!flow) open(at, 'seq');
        break;
      case 'explicit-key-ind':
        if (!flow) open(at, 'map');
        break;
      case 'map-value-ind':
        if (!flow && key !== undefined) open(key, 'map');
        break;
      case 'single-quoted-scalar':
      case 'double-quoted-scalar':
        key = at;
        break;
      case 'alias':
        key = at;
        if (firstAlias === -1) firstAlias = at;
        if (++aliases > LIMITS.aliases) return { kind: 'aliases', offset: firstAlias };
        break;
      case 'flow-seq-start':
      case 'flow-map-start':
        opened = at;
        flow++;
        break;
      case 'flow-seq-end':
      case 'flow-map-end':
        flow = Math.max(0, flow - 1);
        break;
    }
    if (block.length + flow > LIMITS.depth) return { kind: 'depth', offset: opened };
    offset += token.length;
    const newline = token.lastIndexOf('\n');
    if (newline > -1) lineStart = at + newline + 1;
  }
  return undefined;
}

/** Markdown containers a line opens before its text: a quote `>`, a list item `-`, `*`, `+` or `1.`. */
const CONTAINER = /[ \t]*(?:>|[-*+](?=[ \t]|$)|\d{1,9}[.)](?=[ \t]|$))/y;
/** A JSX tag: `<Note title="…">`, `</Note>`, `<Claim id="…" />` (HTML tags too: the check refuses them, but they nest). */
const TAG = /<(\/?)[A-Za-z][\w.:-]*(?:\s[^<>]*?)?(\/?)>/y;

/**
 * Where a Markdown/MDX body nests deeper than LIMITS.depth, counted in the text (the MDX parser takes
 * minutes over 10,000 nested list items; the check's walks recurse). A level: each `>` or list marker
 * and two spaces of indentation at a line's start, an open JSX tag, an open `(`, `[`, `{`.
 */
export function bodyExcess(body: string): number | undefined {
  let tags = 0;
  let brackets = 0;
  let start = 0;
  while (start <= body.length) {
    const newline = body.indexOf('\n', start);
    const end = newline === -1 ? body.length : newline;
    const indent = /^ */.exec(body.slice(start, Math.min(end, start + 4 * LIMITS.depth)))?.[0].length ?? 0;
    let containers = Math.floor(indent / 2);
    let at = start;
    CONTAINER.lastIndex = at;
    while (CONTAINER.lastIndex < end && CONTAINER.exec(body)) {
      at = CONTAINER.lastIndex;
      if (++containers + tags + brackets > LIMITS.depth) return at - 1;
    }
    for (let i = at; i < end; i++) {
      const char = body[i];
      if (char === '(' || char === '[' || char === '{') brackets++;
      else if (char === ')' || char === ']' || char === '}') brackets = Math.max(0, brackets - 1);
      else if (char === '<') {
        TAG.lastIndex = i;
        const tag = TAG.exec(body);
        if (!tag) continue;
        if (tag[1]) tags = Math.max(0, tags - 1);
        else if (!tag[2]) tags++;
        i = TAG.lastIndex - 1;
        if (containers + tags + brackets > LIMITS.depth) return tag.index;
        continue;
      } else continue;
      if (containers + tags + brackets > LIMITS.depth) return i;
    }
    if (newline === -1) break;
    start = newline + 1;
  }
  return undefined;
}
