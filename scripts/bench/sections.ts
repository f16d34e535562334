/**
 * The sections of docs/performance.md in the order they appear, what writes each, and how. Each
 * script owns its sections between `<!-- bench:name -->` and `<!-- /bench:name -->` and replaces them
 * whole, so a rerun never appends a second copy and one benchmark never touches another's figures.
 * The parts `npm run bench -- --only` takes are read from here, so a new part gets its place in the
 * document in the same line.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format } from 'prettier';

type Section =
  /** Measured by this part of `npm run bench` (scripts/bench/bench.ts). */
  | { readonly name: string; readonly part: string }
  /** `bench`: every run of bench.ts; `bench:serve`: benchServe.ts; `hand`: a person, from bench runs. */
  | { readonly name: string; readonly by: 'bench' | 'bench:serve' | 'hand' };

export const SECTIONS = [
  { name: 'intro', by: 'bench' },
  { name: 'before-after', by: 'hand' },
  { name: 'what-paid', by: 'hand' },
  { name: 'by-behaviour', by: 'hand' },
  { name: 'one-pass', by: 'hand' },
  { name: 'build', part: 'sizes' },
  { name: 'scripting', part: 'scripting' },
  { name: 'islands', by: 'hand' },
  { name: 'navigation', part: 'navigation' },
  { name: 'hot-reload', part: 'hot-reload' },
  { name: 'editor', part: 'editor' },
  { name: 'editor-first-field', by: 'hand' },
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
function sectionsBy(script: 'bench' | 'bench:serve'): SectionName[] {
  return SECTIONS.filter((section) => ('part' in section ? script === 'bench' : section.by === script)).map(
    (section) => section.name,
  );
}

export const PERFORMANCE_DOC = 'docs/performance.md';

const TITLE = '# 性能 (Performance)';
const HEADER = `<!-- 生成的文件，不要手改：每节由一个基准脚本整节替换 (generated; each section is replaced whole by its script):
     ${sectionsBy('bench').join(', ')}: scripts/bench/bench.ts (npm run bench); ${sectionsBy('bench:serve').join(', ')}: scripts/bench/benchServe.ts (npm run bench:serve);
     before-after (issue 14), islands (the Astro comparison, removed in issue 28), what-paid (issue 22), by-behaviour (issue 44) and one-pass (issue 43): written by hand from bench runs, kept as they are by the scripts -->`;

const SECTION = /<!-- bench:([\w-]+) -->\n([\s\S]*?)\n<!-- \/bench:\1 -->/g;

/**
 * Replaces `updates`' sections in `doc` (created when missing). Text outside the markers is not kept;
 * a section not listed above is kept at the end.
 */
export async function writeSections(
  updates: Partial<Record<SectionName, string>>,
  doc: string = PERFORMANCE_DOC,
): Promise<void> {
  const previous = existsSync(doc) ? readFileSync(doc, 'utf8') : '';
  const sections = new Map([...previous.matchAll(SECTION)].map((match) => [match[1] ?? '', (match[2] ?? '').trim()]));
  for (const [name, body] of Object.entries(updates)) if (body !== undefined) sections.set(name, body.trim());
  const names = [
    ...SECTIONS.map((section) => section.name).filter((name) => sections.has(name)),
    ...[...sections.keys()].filter((name) => !SECTIONS.some((section) => section.name === name)),
  ];
  const body = names.map((name) => `<!-- bench:${name} -->\n${sections.get(name)}\n<!-- /bench:${name} -->`);
  const text = [TITLE, HEADER, ...body].join('\n\n') + '\n';
  // The file is in .prettierignore (a rerun must not fight the formatter); formatting here keeps tables aligned.
  writeFileSync(doc, await format(text, { parser: 'markdown', printWidth: 120, proseWrap: 'preserve' }));
}
