/**
 * `npm run bench:build`: times the content check and a full build, and prints each route's
 * first-load HTML/CSS/JavaScript (gzip). The same table is appended to docs/performance.md.
 */
import { spawnSync } from 'node:child_process';
import { appendFileSync, existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { checkContent } from '../../src/content/check/checkContent';
import { NOT_FOUND, ROUTES } from '../../src/routes/registry';
import { BUILD_DIR } from '../buildDirs';
import { routeSize } from './routeSizes';

if (process.argv.includes('--help')) {
  console.log('用法 (usage): npm run bench:build   → 打印并追加到 docs/performance.md');
  process.exit(0);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const kb = (bytes: number) => (bytes / 1024).toFixed(1);

const checkTimes = Array.from({ length: 5 }, () => {
  const started = performance.now();
  checkContent({ root: process.cwd() });
  return performance.now() - started;
});

const buildStarted = performance.now();
const build = spawnSync('npm', ['run', 'build'], { stdio: 'ignore' });
const buildSeconds = (performance.now() - buildStarted) / 1000;
if (build.status !== 0) {
  console.error('构建失败 (build failed)');
  process.exit(1);
}

const client = join(BUILD_DIR, 'client');
const pages = [
  ...Object.values(ROUTES).map((route) => ({ path: route.path, file: join(route.path, 'index.html') })),
  { path: '(404)', file: join(NOT_FOUND.path, 'index.html') },
];
const rows = pages.map(({ path, file }) => routeSize(client, file, path));

const table = [
  '| route | HTML KB | CSS KB | JS KB | largest JS |',
  '| --- | --- | --- | --- | --- |',
  ...rows.map(
    (row) =>
      `| \`${row.route}\` | ${kb(row.html)} | ${kb(row.css)} | ${kb(row.js)} | ${row.largest
        .map((file) => `${file.file.split('/').pop()} ${kb(file.bytes)}`)
        .join(', ')} |`,
  ),
].join('\n');
const report = `\n## 构建与体积 (build and size) ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC\n\n\`npm run bench:build\` on this machine (${process.version}). Content check: ${median(checkTimes).toFixed(0)} ms (median of 5). Full build (content check, pre-rendering, images): ${buildSeconds.toFixed(1)} s. Sizes are gzip, first load of each page.\n\n${table}\n`;

console.log(report);
const docs = 'docs/performance.md';
if (!existsSync(docs)) writeFileSync(docs, '# 性能 (Performance)\n');
appendFileSync(docs, report);
console.log(`→ ${docs}`);
