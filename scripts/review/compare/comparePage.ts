/**
 * One page's two snapshots in, its `PageResult` out: lines matched as lists, the head key by key,
 * states by id, pictures band by band paired by identity, so a taller band shifts nothing.
 */
import { changeValues } from './inlineDiff';
import { diffList, type ListOp } from './listDiff';
import { imageFiles } from './pictures';
import type {
  Facts,
  HeadChange,
  PageResult,
  PageSnapshot,
  Reason,
  SectionBox,
  SectionResult,
  StateResult,
  TextChange,
  WidthCapture,
  WidthResult,
} from '../types';

export type PageInfo = Pick<PageResult, 'id' | 'path' | 'name'> & { readonly expectedStatus: number };
/** Differing pixels by picture name (`comparePictures`). */
export type Pixels = ReadonlyMap<string, number>;

const LISTS = ['text', 'names', 'links', 'images'] as const;
const EMPTY_FACTS: Facts = { head: {}, text: [], names: [], links: [], images: [] };

export function comparePage(info: PageInfo, before: PageSnapshot, after: PageSnapshot, differing: Pixels): PageResult {
  const firstWidth = (snapshot: PageSnapshot) => snapshot.widths[0]?.facts ?? EMPTY_FACTS;
  const text = mergeViews([
    ...diffFacts(before.noJs, after.noJs, 'no-js'),
    ...diffFacts(firstWidth(before), firstWidth(after), 'page'),
  ]);
  const head = diffHead(before.noJs.head, after.noJs.head);
  const widths: WidthResult[] = [];
  for (const [index, width] of after.widths.entries()) {
    const old = before.widths[index];
    if (old) widths.push(compareWidth(old, width, differing));
  }
  const states = compareStates(before, after, differing);
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

/** Bands of one width on both sides, paired by identity (a renamed band in the same place pairs too). */
export const sectionPairs = (before: WidthCapture, after: WidthCapture) =>
  diffList(before.sections, after.sections, (section) => section.key, { pairLeftovers: true });

/** The name both sides' pictures of a pair are compared under: the current side's where it has the band. */
export const pictureOf = (op: ListOp<SectionBox>) => (op.kind === 'removed' ? op.before : op.after).file;

function compareWidth(before: WidthCapture, after: WidthCapture, pixels: Pixels): WidthResult {
  const sections = sectionPairs(before, after).map((op): SectionResult => {
    const name = pictureOf(op);
    const count = pixels.get(name) ?? 0;
    if (op.kind === 'removed' || op.kind === 'added') {
      const box = op.kind === 'removed' ? op.before : op.after;
      const where = op.kind === 'removed' ? { before: band(box) } : { after: band(box) };
      const images = imageFiles(name, op.kind === 'removed', op.kind === 'added', false);
      return { key: box.key, label: box.label, status: op.kind, ...where, pixels: count, images };
    }
    const { key, label } = op.after;
    const where = { before: band(op.before), after: band(op.after) };
    if (!count) return { key, label, status: 'unchanged', ...where, pixels: 0 };
    return { key, label, status: 'changed', ...where, pixels: count, images: imageFiles(name, true, true, true) };
  });
  return { width: after.width, pixels: sections.reduce((sum, section) => sum + section.pixels, 0), sections };
}

const band = ({ top, height }: SectionBox) => ({ top, height });

/** Every state id of either side, with its capture on each side at each width (by the current side's widths). */
export function statePairs(base: PageSnapshot, head: PageSnapshot) {
  const ids = [...new Set([...base.widths, ...head.widths].flatMap((width) => width.states.map((state) => state.id)))];
  const find = (snapshot: PageSnapshot, index: number, id: string) =>
    snapshot.widths[index]?.states.find((state) => state.id === id);
  return ids.map((id) => ({
    id,
    widths: head.widths.map((width, index) => ({
      width: width.width,
      before: find(base, index, id),
      after: find(head, index, id),
    })),
  }));
}

function compareStates(base: PageSnapshot, head: PageSnapshot, pixels: Pixels): StateResult[] {
  return statePairs(base, head).map(({ id, widths }): StateResult => {
    const first = widths[0];
    const label = (first?.after ?? first?.before)?.label ?? id;
    const text = diffLines(first?.before?.text ?? [], first?.after?.text ?? [], 'text', id);
    const shown = widths.map(({ width, before, after }) => {
      const name = after?.file ?? before?.file;
      return { width: String(width), before, after, name, count: pixels.get(name ?? '') ?? 0 };
    });
    const changed = text.length > 0 || shown.some(({ count }) => count > 0);
    const result = { id, label, changed, text, pixels: Object.fromEntries(shown.map((w) => [w.width, w.count])) };
    const images = shown.flatMap(({ width, before, after, name, count }) =>
      name ? [[width, imageFiles(name, !!before?.file, !!after?.file, count > 0)]] : [],
    );
    return changed ? { ...result, images: Object.fromEntries(images) } : result;
  });
}
