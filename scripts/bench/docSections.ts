/**
 * docs/performance.md is written by several benchmarks. Each owns one section between
 * `<!-- bench:name -->` and `<!-- /bench:name -->` and replaces it whole, so a rerun never
 * appends a second copy and one benchmark never touches another's figures.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { format } from 'prettier';
import { SECTIONS, sectionsBy, type SectionName } from './sections';

export const PERFORMANCE_DOC = 'docs/performance.md';

const TITLE = '# 性能 (Performance)';
const HEADER = `<!-- 生成的文件，不要手改：每节由一个基准脚本整节替换 (generated; each section is replaced whole by its script):
     ${sectionsBy('bench').join(', ')}: scripts/bench/bench.ts (npm run bench); ${sectionsBy('bench:serve').join(', ')}: scripts/bench/benchServe.ts (npm run bench:serve);
     before-after (issue 14), islands (the Astro comparison, removed in issue 28) and what-paid (issue 22): written by hand from bench runs, kept as they are by the scripts -->`;

const SECTION = /<!-- bench:([\w-]+) -->\n([\s\S]*?)\n<!-- \/bench:\1 -->/g;
const ORDER: readonly string[] = SECTIONS.map((section) => section.name);

/**
 * Replaces `updates`' sections in `doc` (created when missing). Text outside the markers is not kept;
 * a section sections.ts does not list is kept at the end.
 */
export async function writeSections(
  updates: Partial<Record<SectionName, string>>,
  doc: string = PERFORMANCE_DOC,
): Promise<void> {
  const previous = existsSync(doc) ? readFileSync(doc, 'utf8') : '';
  const sections = new Map([...previous.matchAll(SECTION)].map((match) => [match[1] ?? '', (match[2] ?? '').trim()]));
  for (const [name, body] of Object.entries(updates)) if (body !== undefined) sections.set(name, body.trim());
  const names = [
    ...ORDER.filter((name) => sections.has(name)),
    ...[...sections.keys()].filter((name) => !ORDER.includes(name)),
  ];
  const body = names.map((name) => `<!-- bench:${name} -->\n${sections.get(name)}\n<!-- /bench:${name} -->`);
  const text = [TITLE, HEADER, ...body].join('\n\n') + '\n';
  // The file is in .prettierignore (a rerun must not fight the formatter); formatting here keeps tables aligned.
  writeFileSync(doc, await format(text, { parser: 'markdown', printWidth: 120, proseWrap: 'preserve' }));
}
