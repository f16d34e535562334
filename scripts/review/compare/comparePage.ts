/**
 * Compare stage for one page: two `PageSnapshot`s in, a `PageResult` out. Text, accessible
 * names, links and images are matched line by line (one removed line is one removal), the
 * head key by key, hidden states by id, and the screenshots band by band, paired by identity,
 * so a taller band shifts nothing below it. Pure (decoding PNGs aside).
 */
import { segmentsOf } from './inlineDiff';
import { diffList } from './listDiff';
import { diffRaw, type AreaDiff } from './pixelDiff';
import { cropRows, decodePng, type Raw } from './raster';
import type { Facts, PageSnapshot, SectionBox, StateCapture } from '../collect/snapshot';
import type {
  HeadChange,
  PageResult,
  Reason,
  Region,
  SectionResult,
  StateResult,
  TextChange,
  WidthResult,
} from '../types';

export interface PageInfo {
  readonly id: string;
  readonly path: string;
  readonly name: string;
  readonly expectedStatus: number;
}

const LISTS = ['text', 'names', 'links', 'images'] as const;
const EMPTY_FACTS: Facts = { head: {}, text: [], names: [], links: [], images: [] };

export async function comparePage(info: PageInfo, base: PageSnapshot, head: PageSnapshot): Promise<PageResult> {
  const firstWidth = (snapshot: PageSnapshot) => snapshot.widths[0]?.facts ?? EMPTY_FACTS;
  const text = mergeViews([
    ...diffFacts(base.noJs, head.noJs, 'no-js'),
    ...diffFacts(firstWidth(base), firstWidth(head), 'page'),
  ]);
  const headChanges = diffHead(base.noJs.head, head.noJs.head);
  const widths: WidthResult[] = [];
  for (const [index, after] of head.widths.entries()) {
    const before = base.widths[index];
    if (before) widths.push(await compareWidth(before.width, before, after));
  }
  const states = await compareStates(base, head);
  const pixels = Object.fromEntries(widths.map((width) => [String(width.width), width.pixels]));
  const reasons: Reason[] = [];
  if (base.status !== head.status) reasons.push('status');
  if (widths.some((width) => width.pixels > 0)) reasons.push('visual');
  if (text.some((change) => change.list === 'text' || change.list === 'names')) reasons.push('text');
  if (text.some((change) => change.list === 'links')) reasons.push('links');
  if (text.some((change) => change.list === 'images')) reasons.push('images');
  if (headChanges.length) reasons.push('head');
  if (states.some((state) => state.changed)) reasons.push('hidden-state');
  return {
    id: info.id,
    path: info.path,
    name: info.name,
    changed: reasons.length > 0,
    reasons,
    pixels,
    status: { before: base.status, after: head.status, expected: info.expectedStatus },
    title: head.noJs.head.title ?? '',
    text,
    head: headChanges,
    states,
    widths,
  };
}

export function diffLinesOf(
  before: readonly string[],
  after: readonly string[],
  list: TextChange['list'],
  view: string,
): TextChange[] {
  return diffList(before, after, (line) => line, { pairLeftovers: true }).flatMap((op): TextChange[] => {
    const views = [view];
    if (op.kind === 'same') return [];
    if (op.kind === 'removed') return [{ views, list, kind: 'removed', before: op.before }];
    if (op.kind === 'added') return [{ views, list, kind: 'added', after: op.after }];
    if (op.kind === 'moved') return [{ views, list, kind: 'moved', before: op.before, after: op.after }];
    return [{ views, list, kind: 'modified', before: op.before, after: op.after, ...segmentsOf(op.before, op.after) }];
  });
}

function diffFacts(before: Facts, after: Facts, view: string): TextChange[] {
  return LISTS.flatMap((list) => diffLinesOf(before[list], after[list], list, view));
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

export function diffHead(
  before: Readonly<Record<string, string>>,
  after: Readonly<Record<string, string>>,
): HeadChange[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].flatMap((key): HeadChange[] => {
    const was = before[key];
    const is = after[key];
    if (was === is) return [];
    return [
      {
        key,
        ...(was !== undefined ? { before: was } : {}),
        ...(is !== undefined ? { after: is } : {}),
        ...(was !== undefined && is !== undefined ? segmentsOf(was, is) : {}),
      },
    ];
  });
}

interface WidthSide {
  readonly png: Buffer;
  readonly stable: boolean;
  readonly sections: readonly SectionBox[];
}

/** Bands paired by identity; each pair compared at its own place on its own side. */
export async function compareWidth(width: number, before: WidthSide, after: WidthSide): Promise<WidthResult> {
  // The usual case for most pages: the same bytes and bands on both sides, nothing to decode.
  const same = before.png.equals(after.png) && JSON.stringify(before.sections) === JSON.stringify(after.sections);
  const sections = same
    ? before.sections.map((section): SectionResult => ({
        key: section.key,
        label: section.label,
        status: 'unchanged',
        before: band(section),
        after: band(section),
        pixels: 0,
        regions: [],
      }))
    : await decodedSections(before, after);
  return {
    width,
    pixels: sections.reduce((sum, section) => sum + section.pixels, 0),
    stable: before.stable && after.stable,
    sections,
  };
}

async function decodedSections(before: WidthSide, after: WidthSide): Promise<SectionResult[]> {
  const [a, b] = await Promise.all([decodePng(before.png), decodePng(after.png)]);
  return compareSections(a, before.sections, b, after.sections);
}

export function compareSections(
  a: Raw,
  before: readonly SectionBox[],
  b: Raw,
  after: readonly SectionBox[],
): SectionResult[] {
  return diffList(before, after, (section) => section.key, { pairLeftovers: true }).map((op): SectionResult => {
    if (op.kind === 'removed') {
      const area = a.width * op.before.height;
      return {
        key: op.before.key,
        label: op.before.label,
        status: 'removed',
        before: band(op.before),
        pixels: area,
        regions: [],
      };
    }
    if (op.kind === 'added') {
      const area = b.width * op.after.height;
      return {
        key: op.after.key,
        label: op.after.label,
        status: 'added',
        after: band(op.after),
        pixels: area,
        regions: [],
      };
    }
    const diff = diffBand(a, op.before, b, op.after);
    return {
      key: op.after.key,
      label: op.after.label,
      status: diff.differing ? 'changed' : 'unchanged',
      before: band(op.before),
      after: band(op.after),
      pixels: diff.differing,
      regions: diff.regions.map((box) => ({ box, images: {} })),
    };
  });
}

/**
 * A band that moved by a fractional height (a scaled photo above it) lands on the pixel grid
 * differently: text edges differ though nothing changed. The best of the neighbouring rows counts.
 */
const SUBPIXEL_SHIFTS = [0, -1, 1];

function diffBand(a: Raw, before: SectionBox, b: Raw, after: SectionBox) {
  const shifts = before.top === after.top ? [0] : SUBPIXEL_SHIFTS;
  let best = diffRaw(cropRows(a, before.top, before.height), cropRows(b, after.top, after.height));
  for (const shift of shifts.slice(1)) {
    if (!best.differing) break;
    const next = diffRaw(cropRows(a, before.top, before.height), cropRows(b, after.top + shift, after.height));
    if (next.differing < best.differing) best = next;
  }
  return best;
}

const band = ({ top, height }: SectionBox) => ({ top, height });

async function compareStates(base: PageSnapshot, head: PageSnapshot): Promise<StateResult[]> {
  const ids = [...new Set([...base.widths, ...head.widths].flatMap((width) => width.states.map((state) => state.id)))];
  const results: StateResult[] = [];
  for (const id of ids) {
    const find = (snapshot: PageSnapshot, index: number) =>
      snapshot.widths[index]?.states.find((state) => state.id === id);
    const label = (find(head, 0) ?? find(base, 0))?.label ?? id;
    const text = diffLinesOf(find(base, 0)?.text ?? [], find(head, 0)?.text ?? [], 'text', id);
    const pixels: Record<string, number> = {};
    const regions: Record<string, Region[]> = {};
    for (const [index, width] of head.widths.entries()) {
      const diff = await stateDiff(find(base, index), find(head, index));
      pixels[String(width.width)] = diff.differing;
      regions[String(width.width)] = diff.regions.map((box) => ({ box, images: {} }));
    }
    const changed = text.length > 0 || Object.values(pixels).some((count) => count > 0);
    results.push({ id, label, changed, pixels, text, regions });
  }
  return results;
}

async function stateDiff(before: StateCapture | undefined, after: StateCapture | undefined): Promise<AreaDiff> {
  if (!before?.png || !after?.png) {
    const only = before?.png ?? after?.png;
    if (!only) return { width: 0, height: 0, differing: 0, regions: [] };
    const raw = await decodePng(only);
    return { width: raw.width, height: raw.height, differing: raw.width * raw.height, regions: [] };
  }
  if (before.png.equals(after.png)) return { width: 0, height: 0, differing: 0, regions: [] };
  const [a, b] = await Promise.all([decodePng(before.png), decodePng(after.png)]);
  return diffRaw(a, b);
}
