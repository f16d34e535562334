import type { z } from 'zod';
import { fillClaims, proseOf, splitClaimRefs, targetIds } from './claims';
import { markText, type Marks } from './marks/markContent';
import type { ForPage } from './prose';
import { childSchema, leaves, metaOf, unwrap } from './schemaWalk';
import { siteSchema, type SiteContent } from './schemas/site';
import type { Claims } from './siteData';

type Path = (string | number)[];

/**
 * What a content file's data needs to be shown: the pass shared by the loaders (src/content/index.ts, at
 * build time) and the editor's preview (src/editor/preview, from the form).
 */
export interface ShowContext {
  /** The claims as pages show them (labels filled: `fillClaimLabels`); their deadlines say which targets have passed. */
  claims: Claims;
  today: Date;
  /** Preview builds: where each text is written, for its source mark (src/content/marks). */
  marks?: Marks;
}

/**
 * Raw data to what the page shows, in one walk over the data as written: the list items built on a target whose
 * deadline has passed left out, every `{{claimId}}` of a text field filled in, the one place a claim is
 * formatted for a page (as plain words, or in a `prose` field as Prose, whose figures <Text> marks), and in preview
 * builds each text marked with where it is written. Fields of other kinds (images, addresses, ids) stay as written.
 */
export function showFields<T>(schema: z.ZodType, data: T, { claims, today, marks }: ShowContext): ForPage<T> {
  const { expired } = targetIds(claims, today);
  const uses = expired.size ? targetUses(schema, data, expired) : [];
  const hidden = new Set(uses.flatMap((use) => (use.unit ? [key(use.unit)] : [])));
  const walk = (node: z.ZodType | undefined, value: unknown, path: Path): unknown => {
    if (!node) return value;
    if (typeof value === 'string') {
      const meta = { ...metaOf(unwrap(node)), ...metaOf(node) };
      if (meta.kind !== 'text') return marks && meta.kind === 'phone' ? markText(value, value, path, marks) : value;
      const filled = meta.figures === 'marked' ? proseOf(claims, value) : fillClaims(claims, value);
      return marks ? markText(filled, value, path, marks) : filled;
    }
    if (Array.isArray(value))
      return value.flatMap((item, index) =>
        hidden.has(key([...path, index])) ? [] : [walk(childSchema(node, index), item, [...path, index])],
      );
    if (value !== null && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([name, item]) => [name, walk(childSchema(node, name), item, [...path, name])]),
      );
    return value;
  };
  return walk(schema, data, []) as ForPage<T>;
}

const key = (path: Path) => JSON.stringify(path);

/** A page's front matter as the page shows it, without `unconfirmed` (for the release check and the marks). */
export function showPage<S extends z.ZodType>(schema: S, data: unknown, context: ShowContext): ForPage<z.output<S>> {
  const page: { unconfirmed?: unknown } = { ...(data as object) };
  delete page.unconfirmed;
  return showFields(schema, page as z.output<S>, context);
}

/** site.md as pages read it, without `samples` and `unconfirmed`. */
export function siteTexts(
  raw: SiteContent,
  context: ShowContext,
): ForPage<Omit<SiteContent, 'samples' | 'unconfirmed'>> {
  const texts: Omit<SiteContent, 'samples' | 'unconfirmed'> = { ...raw };
  delete (texts as Partial<SiteContent>).samples;
  delete (texts as Partial<SiteContent>).unconfirmed;
  return showFields(siteSchema, texts, context);
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
