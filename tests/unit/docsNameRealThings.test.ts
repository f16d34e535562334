/**
 * The READMEs and docs a newcomer follows name commands, files and Debian packages that exist: a moved folder left
 * `npm run bench -- --only islands` in the README, a part removed with the Astro experiment, and a
 * directory map naming folders that had moved. Generated and editor-facing pages are left out
 * (performance.md and 字段说明.md are written by scripts; content/ is the editors').
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { PARTS } from '../../scripts/bench/bench';

const REPO = resolve(import.meta.dirname, '../..');
const GENERATED = new Set(['docs/performance.md', 'docs/字段说明.md']);
const DOCS = execFileSync('git', ['ls-files', '-z', '*.md'], { cwd: REPO, encoding: 'utf8' })
  .split('\0')
  .filter((path) => path && !path.startsWith('content/') && !GENERATED.has(path));
const SCRIPTS = Object.keys(
  (JSON.parse(readFileSync(resolve(REPO, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts,
);

const read = (path: string) => readFileSync(resolve(REPO, path), 'utf8');

test('the documents read here include the README and every folder README', () => {
  expect(DOCS).toContain('README.md');
  expect(DOCS).toContain('CONTRIBUTING.md');
  expect(DOCS).toContain('src/check/README.md');
  expect(DOCS).toContain('scripts/bench/README.md');
});

test('every `npm run` names a script of package.json, and every bench part exists', () => {
  const wrong: string[] = [];
  for (const path of DOCS) {
    for (const match of read(path).matchAll(/npm run ([\w:-]+)(?: -- --only ([\w,-]+))?/g)) {
      const [, script = '', only] = match;
      if (!SCRIPTS.includes(script)) wrong.push(`${path}: npm run ${script}`);
      for (const part of only?.split(',') ?? [])
        if (script === 'bench' && !(PARTS as readonly string[]).includes(part)) wrong.push(`${path}: --only ${part}`);
    }
  }
  expect(wrong).toEqual([]);
});

test('every repository path written in backticks exists', () => {
  const wrong: string[] = [];
  for (const path of DOCS) {
    for (const [, named = ''] of read(path).matchAll(
      /`((?:src|scripts|tests|deploy|docs|content|\.github)\/[^`\s]*)`/g,
    )) {
      // `file.ts:12`, `page.md#section`, globs and placeholders name a file or a pattern, not a path to test.
      const file = named.replace(/[:#].*$/, '');
      if (/[*{}<>…]/.test(file)) continue;
      const found = ['', '.ts', '.tsx'].some((ending) => existsSync(resolve(REPO, file + ending)));
      if (!found) wrong.push(`${path}: ${named}`);
    }
  }
  expect(wrong).toEqual([]);
});

test('the README names every Debian package .ci/run installs', () => {
  const installed = [...read('.ci/run').matchAll(/need\+=\(([\w.-]+)\)/g)].map(([, name]) => name);
  const named = /apt-get install ([\w .-]+)/.exec(read('README.md'))?.[1]?.trim().split(/\s+/) ?? [];
  expect(installed.length).toBeGreaterThan(5);
  expect([...named].sort()).toEqual([...installed].sort());
});
