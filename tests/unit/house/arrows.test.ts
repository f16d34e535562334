/**
 * The house's arrows (.dependency-cruiser.cjs, `npm run lint:house`): the real tree passes, and a
 * back-arrow or a cycle planted in a small tree fails with the rule's name, as it would in `npm test`.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, expect, test, vi } from 'vitest';

const REPO = resolve(import.meta.dirname, '../../..');
const CRUISER = join(REPO, 'node_modules/.bin/depcruise');
const CONFIG = join(REPO, '.dependency-cruiser.cjs');
// Each test starts dependency-cruiser on a whole tree: seconds each, more on a busy machine.
vi.setConfig({ testTimeout: 120_000 });

function cruise(cwd: string) {
  const run = spawnSync(CRUISER, ['src', 'scripts', '--config', CONFIG, '--output-type', 'err-long'], {
    cwd,
    encoding: 'utf8',
  });
  return { status: run.status, output: run.stdout + run.stderr };
}

let tree = '';
function plant(files: Record<string, string>): string {
  tree = mkdtempSync(join(tmpdir(), 'house-'));
  writeFileSync(
    join(tree, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { module: 'ESNext', moduleResolution: 'Bundler' } }),
  );
  for (const [path, text] of Object.entries({
    'scripts/shared/keep.ts': 'export const keep = 1;\n',
    'src/site/keep.ts': 'export const keep = 1;\n',
    ...files,
  })) {
    mkdirSync(dirname(join(tree, path)), { recursive: true });
    writeFileSync(join(tree, path), text);
  }
  return tree;
}
afterEach(() => rmSync(tree, { recursive: true, force: true }));

test('the house as it is keeps every arrow', () => {
  const { status, output } = cruise(REPO);
  expect(output).toContain('no dependency violations found');
  expect(status).toBe(0);
});

test('the home page schema importing the editor fails, naming the rule', () => {
  const { status, output } = cruise(
    plant({
      'src/editor/main.ts': 'export const editor = 1;\n',
      'src/content/schemas/homePage.ts': "import { editor } from '../../editor/main';\nexport const page = editor;\n",
    }),
  );
  expect(status).not.toBe(0);
  expect(output).toContain(
    'src/content imports only src/content: src/content/schemas/homePage.ts → src/editor/main.ts',
  );
});

test('two tools importing each other fail, naming the rule', () => {
  const { status, output } = cruise(
    plant({
      'scripts/deploy/deploy.ts': "import { bench } from '../bench/bench';\nexport const deploy = bench;\n",
      'scripts/bench/bench.ts': 'export const bench = 1;\n',
    }),
  );
  expect(status).not.toBe(0);
  expect(output).toContain(
    'scripts/deploy imports only scripts/deploy, src, scripts/build, scripts/nginx, scripts/shared',
  );
});

test('a cycle of type-only imports fails as no-circular', () => {
  const { status, output } = cruise(
    plant({
      'src/site/a.ts': "import type { B } from './b';\nexport interface A { b?: B }\n",
      'src/site/b.ts': "import type { A } from './a';\nexport interface B { a?: A }\n",
    }),
  );
  expect(status).not.toBe(0);
  expect(output).toContain('no-circular');
  expect(output).toMatch(/src\/site\/a\.ts →\s+src\/site\/b\.ts →\s+src\/site\/a\.ts/);
});
