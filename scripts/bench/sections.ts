/**
 * The sections of docs/performance.md in the order they appear, and what writes each. The parts
 * `npm run bench -- --only` takes are read from here, so a new part gets its place in the same line.
 */

type Section =
  /** Measured by this part of `npm run bench` (scripts/bench/bench.ts). */
  | { readonly name: string; readonly part: string }
  /** `bench`: every run of bench.ts; `bench:serve`: benchServe.ts; `hand`: a person, from bench runs. */
  | { readonly name: string; readonly by: 'bench' | 'bench:serve' | 'hand' };

export const SECTIONS = [
  { name: 'intro', by: 'bench' },
  { name: 'before-after', by: 'hand' },
  { name: 'what-paid', by: 'hand' },
  { name: 'build', part: 'sizes' },
  { name: 'scripting', part: 'scripting' },
  { name: 'islands', by: 'hand' },
  { name: 'navigation', part: 'navigation' },
  { name: 'hot-reload', part: 'hot-reload' },
  { name: 'editor', part: 'editor' },
  { name: 'review', part: 'review' },
  { name: 'lighthouse', part: 'lighthouse' },
  { name: 'serve', by: 'bench:serve' },
  { name: 'suite', part: 'suite' },
] as const satisfies readonly Section[];

export type SectionName = (typeof SECTIONS)[number]['name'];
export type Part = Extract<(typeof SECTIONS)[number], { part: string }>['part'];

/** The parts of `npm run bench`, in the order they run (their sections' order). */
export const PARTS: readonly Part[] = SECTIONS.flatMap((section) => ('part' in section ? [section.part] : []));

/** The sections a script writes: `bench` = bench.ts (its parts and the intro), `bench:serve` = benchServe.ts. */
export function sectionsBy(script: 'bench' | 'bench:serve'): SectionName[] {
  return SECTIONS.filter((section) => ('part' in section ? script === 'bench' : section.by === script)).map(
    (section) => section.name,
  );
}
