import { diffArrays } from 'diff';

/**
 * A body edit that changes exactly its lines. Decap's rich-text editor writes the whole body
 * back through its remark serialiser (blank line after the front matter gone, `-` bullets as `*`, `_x_`
 * as `*x*`, last line break dropped), so untouched lines would change with every save. The merge re-writes
 * the body as read the same way (`normalise`) one block (run of non-blank lines) at a time, so each line
 * is known to come from its block, and, where the block keeps its number of lines, from its line; then
 * diffs that against the saved body: unchanged lines are written as read, changed or new ones as saved.
 */

/** Markdown as Decap's rich-text editor would write it back (markdown → Slate → markdown). */
export type Normalise = (markdown: string) => string;

/** A run of non-blank lines of the body as read: lines `start` to `end - 1`. */
interface Block {
  start: number;
  end: number;
  /** Decap's re-written lines of this block alone. */
  normal: string[];
  /** Decap kept the block's number of lines: its n-th line is the n-th line read. */
  lineForLine: boolean;
}

/** One line of the re-written body: a block's line, or the one blank line Decap puts between blocks. */
type Item = { block: number; line: number } | { gapAfter: number };

const BLANK = /^[ \t]*$/;
/** Decap writes every bullet as `*` (remarkToMarkdown's `bullet: '*'`). */
const DECAP_BULLET = /^([ \t]*)\* /;
/** The bullet the body as read writes its lists with, first list first. */
const BULLET = /^[ \t]*([-*+]) /m;

function blocksOf(lines: readonly string[], normalise: Normalise): Block[] {
  const blocks: Block[] = [];
  lines.forEach((line, index) => {
    if (BLANK.test(line)) return;
    const last = blocks.at(-1);
    if (last?.end === index) last.end = index + 1;
    else blocks.push({ start: index, end: index + 1, normal: [], lineForLine: false });
  });
  for (const block of blocks) {
    block.normal = normalise(lines.slice(block.start, block.end).join('\n')).split('\n');
    block.lineForLine = block.normal.length === block.end - block.start;
  }
  return blocks;
}

const trimBlankLines = (lines: string[]) => {
  let start = 0;
  let end = lines.length;
  while (start < end && BLANK.test(lines[start] ?? '')) start++;
  while (end > start && BLANK.test(lines[end - 1] ?? '')) end--;
  return lines.slice(start, end);
};

/**
 * The body as read with only the lines the editor changed replaced; `saved` itself when the result
 * would not read, to Decap, exactly as the saved body does. Text typed in Markdown mode is kept, but
 * for an edit that only restyles a line the way Decap would (`-` → `*`).
 */
export function mergeBody(original: string, saved: string, normalise: Normalise): string {
  if (saved === original) return original;
  // An emptied body is written empty, not as the blank lines around what was there.
  if (trimBlankLines(saved.split('\n')).length === 0) return saved;
  const lines = original.split('\n');
  const blocks = blocksOf(lines, normalise);
  const first = blocks[0];
  const last = blocks.at(-1);
  if (!first || !last) return saved;

  const items: Item[] = blocks.flatMap((block, index) => [
    ...(index ? [{ gapAfter: index - 1 }] : []),
    ...block.normal.map((_, line) => ({ block: index, line })),
  ]);
  const textOf = (item: Item) => ('gapAfter' in item ? '' : (blocks[item.block]?.normal[item.line] ?? ''));
  const parts = diffArrays(items.map(textOf), trimBlankLines(saved.split('\n')));

  // A block is touched when one of its lines went, or new lines came between two of its lines.
  const touched = new Set<number>();
  const blockAt = (index: number) => {
    const item = items[index];
    return item && 'block' in item ? item.block : undefined;
  };
  let at = 0;
  for (const part of parts) {
    if (part.added) {
      const before = blockAt(at - 1);
      if (before !== undefined && before === blockAt(at)) touched.add(before);
      continue;
    }
    if (part.removed) for (let i = at; i < at + part.count; i++) touched.add(blockAt(i) ?? -1);
    at += part.count;
  }

  /** The blank lines between two blocks, as many as were read. */
  const gapLines = (item: Item) => {
    if (!('gapAfter' in item)) return [];
    const [before, next] = [blocks[item.gapAfter], blocks[item.gapAfter + 1]];
    return before && next ? lines.slice(before.end, next.start) : [];
  };
  /** An unchanged line: as read where the block maps line for line, else the whole block once, if untouched. */
  const blockLines = (item: Item) => {
    const block = 'block' in item ? blocks[item.block] : undefined;
    if (!block || !('block' in item)) return [];
    if (block.lineForLine) return [lines[block.start + item.line] ?? ''];
    if (touched.has(item.block)) return [block.normal[item.line] ?? ''];
    return item.line === 0 ? lines.slice(block.start, block.end) : [];
  };
  const bullet = BULLET.exec(original)?.[1] ?? '*';
  const merged = (keepGaps: boolean) => {
    const out = lines.slice(0, first.start);
    let at = 0;
    for (const part of parts) {
      // New lines as saved, bullets in the body's own marker: a `*` item after `-` items starts a new list.
      if (part.added) {
        out.push(...part.value.map((line) => line.replace(DECAP_BULLET, `$1${bullet} `)));
        continue;
      }
      const own = items.slice(at, (at += part.count));
      if (!part.removed) own.forEach((item) => out.push(...('gapAfter' in item ? gapLines(item) : blockLines(item))));
      else if (keepGaps && own.every((item) => 'gapAfter' in item)) own.forEach((item) => out.push(...gapLines(item)));
    }
    out.push(...lines.slice(last.end));
    return out.join('\n');
  };

  // Decap writes every list tight, so a blank line between two list items it keeps reads as removed:
  // first try keeping every blank line the diff removes, then only what the diff keeps.
  const target = normalise(saved);
  for (const keepGaps of [true, false]) {
    const result = merged(keepGaps);
    if (normalise(result) === target) return result;
  }
  return saved;
}
