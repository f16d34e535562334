/** The Lighthouse section of docs/performance.md. */
import { BUDGETS, mark, type Misses } from './budgets';
import { NOT_FOUND_ROUTE } from './buildBench';
import type { LighthouseResult, RunSummary } from './lighthouseBench';
import { CATEGORIES, oneLine, type Category, type Finding } from './lighthouseFindings';

const budget = (category: Category) => BUDGETS[category === 'best-practices' ? 'bestPractices' : category];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

/** A category below full marks only through audits a 404 page fails by design. */
const onlyExpected = (run: RunSummary, category: Category) => {
  const failed = run.findings.filter((finding) => finding.category === category);
  return failed.length > 0 && failed.every((finding) => finding.expected);
};

function findingLine(finding: Finding): string {
  const savings = Object.entries(finding.savings)
    .map(([metric, ms]) => `${metric} −${ms} ms`)
    .join(', ');
  const items = finding.items.length ? `: ${finding.items.map((item) => `\`${item}\``).join(', ')}` : '';
  return `  - ${finding.category} · ${finding.title}${finding.display ? ` (${finding.display})` : ''}${savings ? ` [${savings}]` : ''}${items}`;
}

export function lighthouseSection(result: LighthouseResult, misses: Misses, measured: string): string {
  const rows = result.pages.map(({ route, profile, runs, median }) => {
    const score = (category: Category) => {
      const value = median.scores[category];
      const all = runs.map((run) => run.scores[category]);
      const spread = Math.min(...all) === Math.max(...all) ? '' : ` (${Math.min(...all)}–${Math.max(...all)})`;
      const expected = onlyExpected(median, category) ? ' (expected: 404 status, noindex)' : '';
      const ok = misses.check(
        value >= budget(category),
        `${route} ${profile} ${category} ${value} < ${budget(category)}${expected}`,
      );
      return `${mark(`${value}${spread}`, ok)}${ok || !expected ? '' : ' ¹'}`;
    };
    return `| \`${route}\` | ${profile} | ${CATEGORIES.map(score).join(' | ')} | ${seconds(median.fcpMs)} | ${seconds(median.lcpMs)} | ${median.cls.toFixed(3)} | ${median.tbtMs.toFixed(0)} ms |`;
  });

  const costs = result.pages
    .filter(({ median }) => CATEGORIES.some((category) => median.scores[category] < 100))
    .map(({ route, profile, median }) => {
      const saving = median.findings.filter(
        (finding) => !finding.expected && (finding.category !== 'performance' || Object.keys(finding.savings).length),
      );
      const flagged = median.findings.filter(
        (finding) => !finding.expected && finding.category === 'performance' && !Object.keys(finding.savings).length,
      );
      const expected = median.findings.filter((finding) => finding.expected);
      const lines = saving.map(findingLine);
      if (median.lcp) {
        const phases = Object.entries(median.lcp.phases)
          .map(([phase, ms]) => `${phase} ${ms.toFixed(0)} ms`)
          .join(', ');
        lines.push(`  - LCP element \`${oneLine(median.lcp.element)}\`${phases ? ` — ${phases}` : ''}`);
      }
      if (flagged.length)
        lines.push(`  - also flagged, no estimated saving: ${flagged.map((finding) => finding.title).join('; ')}`);
      if (expected.length)
        lines.push(`  - expected on a 404 page: ${expected.map((finding) => finding.title).join('; ')}`);
      const scores = CATEGORIES.map((category) => `${category} ${median.scores[category]}`).join(', ');
      return `- \`${route}\` ${profile} (${scores}):\n${lines.join('\n')}`;
    });

  return [
    '## Lighthouse',
    '',
    `${measured} Lighthouse ${result.lighthouseVersion}, ${result.chromeVersion}, headless; ` +
      `${result.runsPerProfile} run${result.runsPerProfile === 1 ? '' : 's'} per page and profile, the median run by performance (range of the runs in brackets); ` +
      `${result.freshChrome ? 'a fresh Chrome for each run' : 'one Chrome for all runs'}; ` +
      `nginx with deploy/nginx.conf on 127.0.0.1 ${result.https ? 'over HTTPS with HTTP/2 as in production (the default: a throwaway certificate Chrome accepts; the developer platform’s plain-HTTP frame is blocked as on the real site)' : 'over plain HTTP (the developer platform’s frame then tries its sample address, which this machine cannot reach; `--http`; the default measures as production serves)'}, gzip on the fly. Mobile = Lighthouse default (simulated slow 4G, 4× CPU slowdown); ` +
      `desktop = \`desktop-config.js\`. \`${NOT_FOUND_ROUTE}\` is an unknown address, answered with the 404 page and status 404.`,
    '',
    '| route | profile | performance | accessibility | best practices | SEO | FCP | LCP | CLS | TBT |',
    '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
    `¹ 404 页面按设计不可被索引、状态码为 404，这些分数不可能是 100 (a page answered with status 404 and \`noindex\` fails “is crawlable”, ` +
      '“HTTP status code” and, for the browser’s own “Failed to load resource: 404”, “errors in console” by design).',
    '',
    '### 扣分项 (what costs points, median run)',
    '',
    'Audits below full marks, largest estimated saving first; “LCP element” gives the phases of the largest paint as Lighthouse observed them (not simulated).',
    '',
    ...(costs.length ? costs : ['Every page scores 100 in every category.']),
  ].join('\n');
}
