/**
 * Where a prerendered page's activation spends its time (issue 44): one click as navigationBench.ts makes
 * it, with the page prerendered 1.5 s ahead, in a Chromium that records a trace from its own start
 * (`--trace-startup`: no DevTools connection, which would stop the prerender). The trace is read into
 * phases from the click to the first frame presented with the new page. Rendered by navigationReport.ts.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumPath } from '../shared/chromium';
import { NAVIGATION, startHarnessSite } from './navigationBench';
import { REPORT_PATH } from './navigationHarness';

interface TraceEvent {
  name: string;
  ph: string;
  ts?: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { type?: string } };
}

const CATEGORIES = [
  'navigation',
  'loading',
  'blink',
  'benchmark',
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'content',
  'browser',
  'viz',
  'cc',
].join(',');

export type ActivationPhase = { label: string; ms: number };
export type ActivationTrace = Awaited<ReturnType<typeof traceActivation>>;

/** The phases of one activation, from the trace's events (ms from the click, each phase's own length). */
export function activationPhases(events: readonly TraceEvent[]): ActivationPhase[] {
  const click = events.find((event) => event.name === 'EventDispatch' && event.args?.data?.type === 'click');
  if (!click?.ts) throw new Error('the trace holds no click');
  const after = (name: string, from: number, pid?: number) =>
    events
      .filter((event) => event.name === name && (event.ts ?? 0) >= from && (pid === undefined || event.pid === pid))
      .sort((a, b) => (a.ts ?? 0) - (b.ts ?? 0))[0];
  const end = (event: TraceEvent | undefined) => (event?.ts ?? Number.NaN) + (event?.dur ?? 0);
  const t0 = click.ts;
  const begin = after('RenderFrameHostImpl::BeginNavigation', t0);
  const activate = after('PrerenderHost::Activate', t0);
  const shown = after('Document::ActivateForPrerendering', t0);
  if (!begin?.ts || !activate?.ts || !shown?.ts) throw new Error('the trace holds no prerender activation');
  const page = shown.pid;
  const shownAt = shown.ts;
  const frame = after('ProxyMain::BeginMainFrame', shownAt, page);
  const painted = end(frame);
  const tiles = events.filter(
    (event) => event.name === 'RasterTask' && event.pid === page && (event.ts ?? 0) >= shownAt,
  );
  const rasterReady = after('Activation', painted, page)?.ts ?? Number.NaN;
  const presented = after('firstContentfulPaint', shownAt, page)?.ts ?? after('FramePresented', rasterReady)?.ts;
  const ms = (from: number, to: number) => Math.round((to - from) / 100) / 10;
  const rasterMs = Math.round(tiles.reduce((sum, event) => sum + (event.dur ?? 0), 0) / 100) / 10;
  return [
    {
      label: '点击到浏览器开始导航 click → the browser begins the navigation (beforeunload, IPC)',
      ms: ms(t0, begin.ts),
    },
    {
      label: '找到预渲染页并激活 the browser finds the prerendered page and activates it (PrerenderHost::Activate)',
      ms: ms(begin.ts, end(activate)),
    },
    {
      label:
        '页面得知已显示 the page learns it is shown (prerenderingchange; the old page enters the back/forward cache)',
      ms: ms(end(activate), end(shown)),
    },
    {
      label:
        '等下一帧并第一次绘制 the next frame, and the page’s first paint: hidden, a prerendered page is laid out but never painted (ProxyMain::BeginMainFrame)',
      ms: ms(end(shown), painted),
    },
    {
      label: `光栅化可见图块 raster of the visible tiles (${tiles.length} tasks, ${rasterMs} ms of worker time) and decoding its SVG images`,
      ms: ms(painted, rasterReady),
    },
    {
      label: '合成并呈现第一帧 compositing and presenting that first frame (Viz DrawAndSwap)',
      ms: ms(rasterReady, presented ?? Number.NaN),
    },
  ];
}

export async function traceActivation(clientDir: string) {
  const site = await startHarnessSite(clientDir);
  const dir = mkdtempSync(join(tmpdir(), 'bench-nav-trace-'));
  const traceFile = join(dir, 'trace.json');
  try {
    const plan = encodeURIComponent(`trace|${NAVIGATION.to}|1500|prerender`);
    const flags = ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'];
    const tracing = [
      `--trace-startup=${CATEGORIES}`,
      `--trace-startup-file=${traceFile}`,
      '--trace-startup-duration=8',
      // Chromium writes Perfetto's protobuf unless told otherwise; this script reads Chrome's JSON trace format.
      '--trace-startup-format=json',
    ];
    const chromium = spawn(
      chromiumPath(),
      [
        ...flags,
        ...tracing,
        '--window-size=1280,900',
        `--user-data-dir=${join(dir, 'profile')}`,
        `${site.origin}${NAVIGATION.from}#bench-nav=${plan}`,
      ],
      { stdio: 'ignore', detached: true },
    );
    try {
      const deadline = Date.now() + 40_000;
      let report: URLSearchParams | undefined;
      let events: TraceEvent[] | undefined;
      while (Date.now() < deadline && !events) {
        const line = readFileSync(site.accessLog, 'utf8')
          .split('\n')
          .find((entry) => entry.includes(`${REPORT_PATH}?run=trace&`));
        if (line) report = new URLSearchParams(/\?(\S+)/.exec(line)?.[1] ?? '');
        // Chromium writes the trace once its duration has passed; until then the file is absent or partial.
        if (report && existsSync(traceFile)) {
          try {
            events = (JSON.parse(readFileSync(traceFile, 'utf8')) as { traceEvents: TraceEvent[] }).traceEvents;
          } catch {
            events = undefined;
          }
        }
        await new Promise((done) => setTimeout(done, 250));
      }
      if (!report || !events) throw new Error('no trace of the prerendered navigation');
      return {
        measuredMs: Number(report.get('ms')),
        prerendered: report.get('prerendered') === '1',
        phases: activationPhases(events),
      };
    } finally {
      if (chromium.pid) process.kill(-chromium.pid, 'SIGKILL');
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await site.stop();
  }
}
