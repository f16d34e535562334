import type { z } from 'zod';
import { isStale, splitClaimRefs } from './claimRefs';
import { leaves } from './schemaWalk';

type Path = (string | number)[];

/** What the loaders and the content check read of each claim: its deadline, if it is a target. */
export type Deadlines = Record<string, { deadline?: unknown } | undefined>;

/** Ids of the claims with a deadline (targets), and of those whose deadline has passed on `today`. */
export function targetIds(claims: Deadlines, today: Date): { targets: Set<string>; expired: Set<string> } {
  const targets = new Set<string>();
  const expired = new Set<string>();
  for (const [id, claim] of Object.entries(claims)) {
    if (typeof claim?.deadline !== 'string' || !claim.deadline) continue;
    targets.add(id);
    if (isStale(claim.deadline, today)) expired.add(id);
  }
  return { targets, expired };
}

/** A field that names a target: as a figure (`figures: [agencyTarget]`) or in text (`{{agencyTarget}}`, `{{agencyTarget.deadline}}`). */
export interface TargetUse {
  path: Path;
  ids: string[];
  /** The list item that leaves the page with the target, or null where nothing can (a required field, a section). */
  unit: Path | null;
}

export function targetUses(schema: z.ZodType, data: unknown, targets: ReadonlySet<string>): TargetUse[] {
  const uses: TargetUse[] = [];
  for (const leaf of leaves(schema, data)) {
    if (typeof leaf.value !== 'string') continue;
    const ids =
      leaf.kind === 'claim'
        ? [leaf.value]
        : leaf.kind === 'text'
          ? splitClaimRefs(leaf.value).flatMap((part) => (part.kind === 'claim' ? [part.id] : []))
          : [];
    const named = [...new Set(ids.filter((id) => targets.has(id)))];
    if (named.length) uses.push({ path: leaf.path, ids: named, unit: hidingUnit(data, leaf.path) });
  }
  return uses;
}

/**
 * What leaves the page with an expired target: the innermost list item holding the field, unless it holds a list
 * (a section would take far more than the sentence). A field outside any list is required: the check says so.
 */
export function hidingUnit(data: unknown, path: Path): Path | null {
  for (let index = path.length - 1; index >= 0; index--) {
    if (typeof path[index] !== 'number') continue;
    const unit = path.slice(0, index + 1);
    return holdsList(valueAt(data, unit)) ? null : unit;
  }
  return null;
}

/** `data` without every list item built on an expired target (DESIGN §14: an expired target is no longer shown as a goal). */
export function withoutExpired<T>(schema: z.ZodType, data: T, expired: ReadonlySet<string>): T {
  return withoutUnits(data, expiredUnits(schema, data, expired));
}

/** The list items of `data` (as written, `{{id}}` still in the text) built on an expired target. */
export function expiredUnits(schema: z.ZodType, data: unknown, expired: ReadonlySet<string>): Path[] {
  if (!expired.size) return [];
  return targetUses(schema, data, expired).flatMap((use) => (use.unit ? [use.unit] : []));
}

export function withoutUnits<T>(data: T, units: readonly Path[]): T {
  if (!units.length) return data;
  const copy = structuredClone(data);
  // Deepest and last first, so removing one item never shifts the index of another still to remove.
  const unique = [...new Map(units.map((unit) => [JSON.stringify(unit), unit])).values()].sort(
    (a, b) => b.length - a.length || compareIndex(b, a),
  );
  for (const unit of unique) {
    const list = valueAt(copy, unit.slice(0, -1));
    if (Array.isArray(list)) list.splice(unit[unit.length - 1] as number, 1);
  }
  return copy;
}

function compareIndex(a: Path, b: Path): number {
  for (let index = 0; index < a.length; index++) {
    const [x, y] = [a[index], b[index]];
    if (x === y) continue;
    return typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
  }
  return 0;
}

function valueAt(data: unknown, path: Path): unknown {
  return path.reduce<unknown>(
    (node, key) => (node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined),
    data,
  );
}

function holdsList(value: unknown): boolean {
  if (Array.isArray(value)) return true;
  return value !== null && typeof value === 'object' && Object.values(value).some(holdsList);
}
