/**
 * The import rules (.dependency-cruiser.cjs, `npm run lint:imports`): the real tree passes, and a forbidden
 * import between layers, a cycle, an undeclared package or an import of nothing planted in a small tree fails
 * with the rule's name, as it would in `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';

const REPO = resolve(import.meta.dirname, '../..');
const CRUISER = join(REPO, 'node_modules/.bin/depcruise');
const CONFIG = join(REPO, '.dependency-cruiser.cjs');
// Each test starts dependency-cruiser on a whole tree: seconds each, more on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

/** The arguments `npm run lint:imports` gives dependency-cruiser, the config by its full path. */
const SCRIPTS = (JSON.parse(readFileSync(join(REPO, 'package.json'), 'utf8')) as { scripts: Record<string, string> })
  .scripts;
const ARGS = (SCRIPTS['lint:imports'] ?? '')
  .split(' ')
  .slice(1)
  .map((arg) => (arg === '.dependency-cruiser.cjs' ? CONFIG : arg));

function cruise(cwd: string, args = ARGS) {
  const run = spawnSync(CRUISER, args, { cwd, encoding: 'utf8' });
  return { status: run.status, output: run.stdout + run.stderr };
}

let tree = '';
function plant(files: Record<string, string>): string {
  tree = mkdtempSync(join(tmpdir(), 'import-rules-'));
  writeFileSync(
    join(tree, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler' } }),
  );
  for (const [path, text] of Object.entries({
    'package.json': JSON.stringify({ name: 'planted', type: 'module', dependencies: { yaml: '2.9.1' } }),
    'scripts/shared/keep.ts': 'export const keep = 1;\n',
    'src/site/keep.ts': 'export const keep = 1;\n',
    'tests/keep.ts': 'export const keep = 1;\n',
    ...files,
  })) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
  return tree;
}
afterEach(() => rmSync(tree, { recursive: true, force: true }));

/** Cruises a planted tree as `npm run lint:imports` cruises the repository (its folders; no root configs there). */
const plantAndCruise = (files: Record<string, string>) =>
  cruise(
    plant(files),
    ARGS.filter((arg) => !/\.(ts|js)$/.test(arg)),
  );

test('the tree as it is keeps every rule, tests and root configs included', () => {
  expect(ARGS).toEqual(expect.arrayContaining(['src', 'scripts', 'tests', 'vite.config.ts', 'vitest.config.ts']));
  const { status, output } = cruise(REPO);
  expect(output).toContain('no dependency violations found');
  expect(status).toBe(0);
});

test('the home page schema importing the editor fails, naming the rule', () => {
  const { status, output } = plantAndCruise({
    'src/editor/main.ts': 'export const editor = 1;\n',
    'src/content/schemas/homePage.ts': "import { editor } from '../../editor/main';\nexport const page = editor;\n",
  });
  expect(status).not.toBe(0);
  expect(output).toContain(
    'src/content imports only src/content: src/content/schemas/homePage.ts → src/editor/main.ts',
  );
});

test('two tools importing each other fail, naming the rule', () => {
  const { status, output } = plantAndCruise({
    'scripts/deploy/deploy.ts': "import { bench } from '../bench/bench';\nexport const deploy = bench;\n",
    'scripts/bench/bench.ts': 'export const bench = 1;\n',
  });
  expect(status).not.toBe(0);
  expect(output).toContain(
    'scripts/deploy imports only scripts/deploy, src, scripts/build, scripts/nginx, scripts/shared',
  );
});

test('a cycle of type-only imports fails as no-circular', () => {
  const { status, output } = plantAndCruise({
    'src/site/a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
    'src/site/b.ts': "import type { A } from './a';\nexport interface B { a?: A }\n",
  });
  expect(status).not.toBe(0);
  expect(output).toContain('no-circular');
  expect(output).toMatch(/src\/site\/a\.ts →\s+src\/site\/b\.ts →\s+src\/site\/a\.ts/);
});

test('a package that package.json does not declare fails as no-non-package-json, type-only imports too', () => {
  const { status, output } = plantAndCruise({
    'node_modules/undeclared/package.json': JSON.stringify({ name: 'undeclared', types: 'index.d.ts' }),
    'node_modules/undeclared/index.d.ts': 'export type Thing = 1;\n',
    'node_modules/yaml/package.json': JSON.stringify({ name: 'yaml', main: 'index.js' }),
    'node_modules/yaml/index.js': 'module.exports = {};\n',
    'tests/uses.ts': "import type { Thing } from 'undeclared';\nimport 'yaml';\nexport const thing: Thing = 1;\n",
  });
  expect(status).not.toBe(0);
  expect(output).toContain('no-non-package-json: tests/uses.ts → node_modules/undeclared/index.d.ts');
  expect(output).not.toContain('node_modules/yaml');
});

test('an import of a file that is not there fails as not-to-unresolvable', () => {
  const { status, output } = plantAndCruise({
    'scripts/shared/moved.ts': "import { keep } from './kept';\nexport const moved = keep;\n",
  });
  expect(status).not.toBe(0);
  expect(output).toContain('not-to-unresolvable: scripts/shared/moved.ts → ./kept');
});

test('gray-matter anywhere but the one reader fails, naming the rule; the reader itself may use it', () => {
  const grayMatter = {
    'node_modules/gray-matter/package.json': JSON.stringify({ name: 'gray-matter', main: 'index.js' }),
    'node_modules/gray-matter/index.js': 'module.exports = () => ({});\n',
    'package.json': JSON.stringify({ name: 'planted', type: 'module', dependencies: { 'gray-matter': '4.0.3' } }),
    'src/content/frontmatter/read.ts': "import matter from 'gray-matter';\nexport const read = matter;\n",
  };
  const { status, output } = plantAndCruise({
    ...grayMatter,
    'scripts/review/readAgain.ts': "import matter from 'gray-matter';\nexport const again = matter;\n",
  });
  expect(status).not.toBe(0);
  expect(output).toContain(
    'gray-matter only in the one reader: scripts/review/readAgain.ts → node_modules/gray-matter',
  );
  expect(output).not.toContain('src/content/frontmatter/read.ts →');
});
