/** The command line of `npm run bench`: its help, and the parts (sections.ts) and settings a run asked for. */
import { parseArgs } from 'node:util';
import { BENCH_BUILD_DIR } from './buildBench';
import { REVIEW_SCRIPT } from './review';
import { PARTS, PERFORMANCE_DOC, type Part } from './sections';

export const SCRIPTING_RUNS = 5;
/** Parts that run only when asked for (`--only`, or `--review`): each takes minutes of its own. */
const ON_REQUEST: readonly Part[] = ['review', 'suite'];

export const HELP = `用法 (usage): npm run bench [-- options]
  默认测量构建、内容检查、体积、脚本执行、热更新、编辑器和 Lighthouse，写入 ${PERFORMANCE_DOC}（约 20 分钟）。
  By default measures build, content check, sizes, scripting, hot reload, the editor's first form and Lighthouse
  (mobile and desktop, every page, 5 runs, HTTPS) and replaces those sections of ${PERFORMANCE_DOC} (about 20
  minutes); a part begun with the load average above the core count is printed and marked noisy, not written.

  --only <parts>   comma-separated: ${PARTS.join(', ')} (sizes = build + content check + sizes;
                   scripting = JavaScript time at 4× CPU slowdown and navigation speed, ${SCRIPTING_RUNS} runs each;
                   navigation = a nav click with prerender, prefetch or neither, no DevTools, ${SCRIPTING_RUNS} runs each;
                   editor = /admin/ built and served as npm run edit does, time to the first editable form, ${SCRIPTING_RUNS} runs;
                   suite = the end-to-end suite on the current build/client, its ten slowest tests, only when asked for)
  --review         also time \`npx tsx ${REVIEW_SCRIPT} --base HEAD\`
  --runs <n>       Lighthouse runs per page and profile, median run reported (default 5: a score is a result
                   only when it holds in most of 5 runs)
  --one-chrome     one Chrome for all Lighthouse runs (default: a fresh one per run, as the CLI does;
                   on this machine it gave a narrower spread: 96–98 against 93–97 over 6 runs)
  --http           serve Lighthouse's pages over plain HTTP/1.1 (the conditions of issue 14's Astro comparison)
                   instead of the default HTTPS and HTTP/2 with a throwaway certificate, as production serves:
                   there the developer page's plain-HTTP frame is blocked as on the real site; the two are not
                   comparable (the TLS handshake adds simulated round trips)
  --write-noisy    write a part's figures even when the load average was above the core count before it ran
                   (by default they are printed, marked noisy, and the document keeps its previous figures)
  --keep-build     keep ${BENCH_BUILD_DIR} afterwards (default: removed, see below)
  --doc <file>     write to another file (default ${PERFORMANCE_DOC})
  --help

  Builds into ${BENCH_BUILD_DIR} (SITE_BUILD_DIR), never the shared build/; serves it with nginx on a free
  port; Chromium from CHROMIUM_PATH or /usr/bin/chromium. Needs nginx (sudo apt-get install nginx).`;

/** The settings of this run; a value it cannot use is an error before anything is measured. */
export function options() {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      review: { type: 'boolean', default: false },
      runs: { type: 'string', default: '5' },
      'one-chrome': { type: 'boolean', default: false },
      http: { type: 'boolean', default: false },
      'write-noisy': { type: 'boolean', default: false },
      'keep-build': { type: 'boolean', default: false },
      doc: { type: 'string', default: PERFORMANCE_DOC },
      help: { type: 'boolean', default: false },
    },
  });
  const runs = Number(values.runs);
  if (!Number.isInteger(runs) || runs < 1 || runs > 9) throw new Error('--runs must be a whole number from 1 to 9');
  const only = values.only?.split(',').map((part) => part.trim());
  const unknown = only?.filter((part) => !(PARTS as readonly string[]).includes(part)) ?? [];
  if (unknown.length) throw new Error(`--only: unknown part ${unknown.join(', ')} (use ${PARTS.join(', ')})`);
  const parts = new Set<Part>(
    (only as Part[] | undefined) ??
      PARTS.filter((part) => !ON_REQUEST.includes(part) || (part === 'review' && values.review)),
  );
  if (values.review) parts.add('review');
  return { ...values, runs, parts };
}
