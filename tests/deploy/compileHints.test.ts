/**
 * Every script of the built site starts with V8's compile hint (scripts/build/vite/compileHints.ts):
 * Chromium then compiles React DOM and the islands while they download, off the main thread.
 * The hint counts only as the file's first line, so a bundler change that puts anything
 * before it (Vite's own dependency map did, until the plugin ran last) would silently give
 * the main-thread time back: on the home page 216 → 143 ms of script at 4× CPU.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { filesUnder } from '../../scripts/build/buildReferences';
import { COMPILE_HINT } from '../../scripts/build/vite/compileHints';
import { CLIENT_DIR, requireBuild } from './helpers';

test('every JavaScript file the site serves begins with the compile hint', () => {
  requireBuild();
  const scripts = filesUnder(CLIENT_DIR).filter((file) => file.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  const firstLines = scripts.map((file) => [file, readFileSync(join(CLIENT_DIR, file), 'utf8').split('\n', 1)[0]]);
  expect(firstLines.filter(([, line]) => line !== COMPILE_HINT)).toEqual([]);
});
