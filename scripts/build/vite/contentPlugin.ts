import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import QRCode from 'qrcode';
import type { Plugin } from 'vite';
import type { ContentReport } from '../../../src/check/checkContent';
import { byPriority, renderProblem, summaryLine } from '../../../src/check/problem';
import { printReport } from '../../../src/check/problem';
import { sampleValues, unconfirmedValues } from '../../../src/check/samples/sampleValues';
import { IMAGES_DIR } from '../../../src/content/collections';
import { sourceLines } from '../../../src/content/marks/sourceLines';
import { buildContent, forgetContent } from './buildContent';
import { capturesHtml, errorPage, isPageRequest } from './devErrorPage';

const QR_MODULE = 'virtual:qr-codes';
const SAMPLES_MODULE = 'virtual:sample-values';
const CONTENT_MODULE = 'virtual:content';
const VIRTUAL = [QR_MODULE, SAMPLES_MODULE, CONTENT_MODULE];

/**
 * Runs the content check inside Vite, once per build (buildContent.ts): `npm run build` prints its summary,
 * or its whole report and stops, before the bundler reads a file, and `npm run dev` shows the messages over
 * the last good page (devErrorPage.ts). The bundler gets each content file's text from that one reading,
 * never from the disk. Also draws each
 * QR target as an SVG at build time (`virtual:qr-codes`, so no QR library reaches the browser) and lists
 * the sample values still in content for dev and previews (`virtual:sample-values`).
 */
/** `printCheck`: print the check in a build (the site's; the editor's build reads content without a report of its own). */
export function contentPlugin(root = process.cwd(), { printCheck = true } = {}): Plugin {
  const contentDir = resolve(root, 'content');
  const qrDir = resolve(root, 'node_modules/.cache/qr-codes');

  let markSamples = false;
  let building = false;
  // One check per build; in dev the watcher drops it whenever a content file changes.
  const run = () => {
    const { report } = buildContent(root);
    const errors = report.problems.filter((problem) => problem.severity === 'error');
    const message = errors.length
      ? `内容检查未通过 (content check failed)\n\n${[...errors].sort(byPriority).map(renderProblem).join('\n\n')}`
      : undefined;
    return { report, message };
  };
  /** The report, once the check passed. The messages name file, line and field: a stack trace would only bury them. */
  const passed = (fail: (error: Error) => never) => {
    const { report, message } = run();
    if (message) fail(Object.assign(new Error(message), { stack: message }));
    return report;
  };

  return {
    name: 'content-check',
    enforce: 'pre',
    config(_config, { command }) {
      // Dev and preview builds mark sample values; a constant, so production builds drop the marker code.
      markSamples = command === 'serve' || process.env.SITE_PREVIEW === '1';
      building = command === 'build';
      return { define: { 'import.meta.env.SITE_MARK_SAMPLES': JSON.stringify(markSamples) } };
    },
    // At the start of a build, not in `config`: React Router's type generation loads this configuration too.
    buildStart() {
      if (building && printCheck) reportOnce(root);
    },
    configureServer(devServer) {
      devServer.watcher.add(contentDir);
      /** The last page each address rendered while content was good: shown behind the error panel. */
      const lastGood = new Map<string, string>();
      devServer.middlewares.use((request, response, next) => {
        if (!isPageRequest(request)) return next();
        const path = (request.url ?? '/').split('?')[0] ?? '/';
        const { report, message } = run();
        if (!message) {
          capturesHtml(response, (html) => lastGood.set(path, html));
          return next();
        }
        response.statusCode = 500;
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.setHeader('Cache-Control', 'no-store');
        response.end(errorPage(report.problems, lastGood.get(path), devServer.config.base));
      });
      const onChange = (file: string) => {
        if (!file.startsWith(contentDir)) return;
        forgetContent(root);
        // The open page reloads into the error panel (our middleware), never into Vite's overlay.
        if (run().message) return devServer.ws.send({ type: 'full-reload' });
        for (const id of VIRTUAL) {
          const module = devServer.moduleGraph.getModuleById(`\0${id}`);
          if (module) devServer.moduleGraph.invalidateModule(module);
        }
      };
      for (const event of ['change', 'add', 'unlink']) devServer.watcher.on(event, onChange);
    },
    hotUpdate({ file }) {
      if (this.environment.name !== 'client' || !file.startsWith(contentDir)) return undefined;
      // Loaders, which bring content to pages, are not re-run by hot replacement: the page reloads instead.
      if (!run().message) this.environment.hot.send({ type: 'full-reload' });
      return [];
    },
    resolveId: (id) => (VIRTUAL.includes(id) ? `\0${id}` : undefined),
    async load(id) {
      // A vector picture's URL (src/content/images.ts): emitted from the bytes the check read, as Vite's own
      // asset handling would emit it, which would read the file again. Rasters go through vite-imagetools.
      const picture = /^(.*)[\\/]([^\\/]+\.svg)\?url$/i.exec(id);
      if (building && picture?.[1] === join(contentDir, IMAGES_DIR)) {
        const name = picture[2] ?? '';
        const bytes = passed((error) => this.error(error)).images.get(name);
        if (!bytes) return undefined;
        const reference = this.emitFile({
          type: 'asset',
          name,
          originalFileName: `content/${IMAGES_DIR}/${name}`,
          source: bytes,
        });
        return `export default import.meta.ROLLUP_FILE_URL_${reference};`;
      }
      // A content file is read only once it passed the check: a GBK file never reaches the bundler's UTF-8 reader.
      if (id.startsWith(contentDir) && /\.mdx?$/.test(id.split('?')[0] ?? '')) {
        const report = passed((error) => this.error(error));
        // The text the check read: the bundler compiles exactly what was checked, and opens no file for it.
        const [path = '', query] = id.split('?');
        const key = `content/${relative(contentDir, path).split(sep).join('/')}`;
        // `?data`: the front matter as written, parsed here, so a page that needs a file's data (the editor's)
        // carries it as JSON and runs no YAML parser for it (src/editor/contentData.d.ts).
        if (query === 'data')
          return `export default JSON.parse(${JSON.stringify(JSON.stringify(report.files.get(key)?.parsed.data))});`;
        return query === undefined ? report.files.get(key)?.parsed.source : undefined;
      }
      if (id === `\0${CONTENT_MODULE}`)
        return `export default ${JSON.stringify(contentModule(passed((error) => this.error(error))))};`;
      if (id === `\0${SAMPLES_MODULE}`)
        return `export default ${JSON.stringify(markSamples ? [...sampleValues(run().report), ...unconfirmedValues(run().report)] : [])};`;
      if (id !== `\0${QR_MODULE}`) return undefined;
      const targets = new Set<string>();
      for (const { leaves } of passed((error) => this.error(error)).files.values())
        for (const leaf of leaves) if (leaf.kind === 'qr') targets.add(String(leaf.value));
      // A fingerprinted file like any other image: pages carry a short URL, and browsers cache it.
      mkdirSync(qrDir, { recursive: true });
      const entries = await Promise.all(
        [...targets].sort().map(async (target, index) => {
          const svg = await QRCode.toString(target, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
          const file = join(qrDir, `qr-${createHash('sha256').update(target).digest('hex').slice(0, 12)}.svg`);
          writeFileSync(file, svg);
          return { target, file, name: `qr${index}` };
        }),
      );
      return [
        ...entries.map(({ file, name }) => `import ${name} from ${JSON.stringify(`${file}?url`)};`),
        `export default {${entries.map(({ target, name }) => `${JSON.stringify(target)}: ${name}`).join(', ')}};`,
      ].join('\n');
    },
  };
}

/** `virtual:content` (src/content/virtualContent.d.ts): each file's validated data, and its fields' lines for the marks. */
function contentModule(report: ContentReport) {
  return Object.fromEntries(
    [...report.files.values()]
      .filter((entry) => entry.valid !== undefined)
      .map(({ file, valid, parsed }) => [
        file.replace(/^content\//, ''),
        { data: valid, source: sourceLines(file, parsed) },
      ]),
  );
}

/**
 * What `npm run build` prints of the check, once per build: its summary line, or, when it failed, the whole
 * report as `npm run content:check` prints it; then the build stops before any bundle (scripts/build/build.ts).
 */
function reportOnce(root: string) {
  const read = buildContent(root);
  if (read.printed) return;
  read.printed = true;
  const { problems } = read.report;
  if (!problems.some((problem) => problem.severity === 'error'))
    return console.log(summaryLine(problems, read.elapsedMs));
  printReport(problems, read.elapsedMs);
  process.exit(1);
}
