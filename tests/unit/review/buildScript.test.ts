/** A review builds each side with its own build script, wherever that side keeps it. */
import { expect, test } from 'vitest';
import { buildScriptOf } from '../../../scripts/review/collect/builds';

test('a base from before the scripts moved into folders builds with scripts/build.ts', () => {
  expect(buildScriptOf(JSON.stringify({ scripts: { build: 'tsx scripts/build.ts' } }))).toBe('scripts/build.ts');
});

test('a side of today builds with scripts/build/build.ts', () => {
  expect(buildScriptOf(JSON.stringify({ scripts: { build: 'tsx scripts/build/build.ts' } }))).toBe(
    'scripts/build/build.ts',
  );
});
