/**
 * One page's two snapshots in, its `PageResult` out: lines matched as lists, the head key by key,
 * states by id, screenshots band by band paired by identity, so a taller band shifts nothing.
 */
import { changeValues } from './inlineDiff';
import { diffList, type ListOp } from './listDiff';
import { cropRows, decodePng, diffRaw, type Raw } from './raster';
import type {
  Facts,
  HeadChange,
  PageResult,
  PageSnapshot,
  Reason,
  Region,
  SectionBox,
  SectionResult,
  StateResult,
  TextChange,
  WidthCapture,
  WidthResult,
} from '../types';

export type PageInfo = Pick<PageResult, 'id' | 'path' | 'name'> & { readonly expectedStatus: number };

const LISTS = ['text', 'names', 'links', 'images'] as const;
const EMPTY_FACTS: Facts = { head: {}, text: [], names: [], links: [], images: [] };

export async function comparePage(info: PageInfo, before: PageSnapshot, after: PageSnapshot): Promise<PageResult> {
  const firstWidth = (snapshot: PageSnapshot) => snapshot.widths[0]?.facts ?? EMPTY_FACTS;
  const text = mergeViews([
    ...diffFacts(before.noJs, after.noJs, 'no-js'),
    ...diffFacts(firstWidth(before), firstWidth(after), 'page'),
  ]);
  const head = diffHead(before.noJs.head, after.noJs.head);
  const widths: WidthResult[] = [];
  for (const [index, width] of after.widths.entries()) {
    const old = before.widths[index];
    if (old) widths.push(await compareWidth(old, width));
  }
  const states = await compareStates(before, after);
  const pixels = Object.fromEntries(widths.map((width) => [String(width.width), width.pixels]));
  const reasons: Reason[] = [];
  if (before.status !== after.status) reasons.push('status');
  if (widths.some((width) => width.pixels > 0)) reasons.push('visual');
  if (text.some((change) => change.list === 'text' || change.list === 'names')) reasons.push('text');
  if (text.some((change) => change.list === 'links')) reasons.push('links');
  if (text.some((change) => change.list === 'images')) reasons.push('images');
  if (head.length) reasons.push('head');
  if (states.some((state) => state.changed)) reasons.push('hidden-state');
  const { id, path, name } = info;
  const status = { before: before.status, after: after.status, expected: info.expectedStatus };
  const title = after.noJs.head.title ?? '';
  return { id, path, name, changed: reasons.length > 0, reasons, pixels, status, title, text, head, states, widths };
}

function diffLines(before: readonly string[], after: readonly string[], list: TextChange['list'], view: string) {
  return diffList(before, after, (line) => line, { pairLeftovers: true }).flatMap((op): TextChange[] => {
    if (op.kind === 'same') return [];
    const values =
      op.kind === 'moved'
        ? { before: op.before, after: op.after }
        : changeValues('before' in op ? op.before : undefined, 'after' in op ? op.after : undefined);
    return [{ views: [view], list, kind: op.kind, ...values }];
  });
}

function diffFacts(before: Facts, after: Facts, view: string): TextChange[] {
  return LISTS.flatMap((list) => diffLines(before[list], after[list], list, view));
}

/** The same change seen with and without JavaScript is one change seen in two views. */
function mergeViews(changes: TextChange[]): TextChange[] {
  const byKey = new Map<string, TextChange>();
  for (const change of changes) {
    const key = JSON.stringify([change.list, change.kind, change.before, change.after]);
    const known = byKey.get(key);
    byKey.set(key, known ? { ...known, views: [...new Set([...known.views, ...change.views])] } : change);
  }
  return [...byKey.values()];
}

export function diffHead(before: Facts['head'], after: Facts['head']): HeadChange[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap((key) =>
    before[key] === after[key] ? [] : [{ key, ...changeValues(before[key], after[key]) }],
  );
}

/** Bands paired by identity; each pair compared at its own place on its own side. */
async function compareWidth(before: WidthCapture, after: WidthCapture): Promise<WidthResult> {
  // The usual case for most pages: the same bytes and bands on both sides, nothing to decode.
  const same = before.png.equals(after.png) && JSON.stringify(before.sections) === JSON.stringify(after.sections);
  const [a, b] = same ? [] : await Promise.all([decodePng(before.png), decodePng(after.png)]);
  const sections = diffList(before.sections, after.sections, (section) => section.key, { pairLeftovers: true }).map(
    (op) => compareSection(op, a, b),
  );
  return {
    width: before.width,
    pixels: sections.reduce((sum, section) => sum + section.pixels, 0),
    stable: before.stable && after.stable,
    sections,
  };
}

function compareSection(op: ListOp<SectionBox>, a?: Raw, b?: Raw): SectionResult {
  const { key, label } = op.kind === 'removed' ? op.before : op.after;
  if (op.kind === 'removed' || op.kind === 'added') {
    const [box, image] = op.kind === 'removed' ? [op.before, a] : [op.after, b];
    const where = op.kind === 'removed' ? { before: band(box) } : { after: band(box) };
    return { key, label, status: op.kind, ...where, pixels: (image?.width ?? 0) * box.height, regions: [] };
  }
  const diff = a && b ? diffBand(a, op.before, b, op.after) : { differing: 0, regions: [] };
  return {
    key,
    label,
    status: diff.differing ? 'changed' : 'unchanged',
    before: band(op.before),
    after: band(op.after),
    pixels: diff.differing,
    regions: regionsOf(diff.regions),
  };
}

/**
 * A band that moved by a fractional height (a scaled photo above it) lands on the pixel grid
 * differently: text edges differ though nothing changed. The best of the neighbouring rows counts.
 */
const SUBPIXEL_SHIFTS = [-1, 1];

function diffBand(a: Raw, before: SectionBox, b: Raw, after: SectionBox) {
  const diffAt = (shift: number) =>
    diffRaw(cropRows(a, before.top, before.height), cropRows(b, after.top + shift, after.height));
  let best = diffAt(0);
  for (const shift of before.top === after.top ? [] : SUBPIXEL_SHIFTS) {
    if (!best.differing) break;
    const next = diffAt(shift);
    if (next.differing < best.differing) best = next;
  }
  return best;
}

const band = ({ top, height }: SectionBox) => ({ top, height });
const regionsOf = (boxes: readonly Region['box'][]): Region[] => boxes.map((box) => ({ box, images: {} }));

async function compareStates(base: PageSnapshot, head: PageSnapshot): Promise<StateResult[]> {
  const ids = [...new Set([...base.widths, ...head.widths].flatMap((width) => width.states.map((state) => state.id)))];
  const results: StateResult[] = [];
  for (const id of ids) {
    const find = (snapshot: PageSnapshot, index: number) =>
      snapshot.widths[index]?.states.find((state) => state.id === id);
    const label = (find(head, 0) ?? find(base, 0))?.label ?? id;
    const text = diffLines(find(base, 0)?.text ?? [], find(head, 0)?.text ?? [], 'text', id);
    const pixels: Record<string, number> = {};
    const regions: Record<string, Region[]> = {};
    for (const [index, width] of head.widths.entries()) {
      const diff = await diffPictures(find(base, index)?.png, find(head, index)?.png);
      pixels[String(width.width)] = diff.differing;
      regions[String(width.width)] = regionsOf(diff.regions);
    }
    const changed = text.length > 0 || Object.values(pixels).some((count) => count > 0);
    results.push({ id, label, changed, pixels, text, regions });
  }
  return results;
}

/** A state's pictures compared; a picture on one side only differs everywhere. */
async function diffPictures(before?: Buffer, after?: Buffer): Promise<ReturnType<typeof diffRaw>> {
  if (before && after)
    return before.equals(after)
      ? { differing: 0, regions: [] }
      : diffRaw(...(await Promise.all([decodePng(before), decodePng(after)])));
  const only = before ?? after;
  if (!only) return { differing: 0, regions: [] };
  const { width, height } = await decodePng(only);
  return { differing: width * height, regions: [] };
}
