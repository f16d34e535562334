/**
 * The chunk and path patterns of vite.config.ts each match at least one file or module: a pattern that matches
 * nothing (a file renamed or moved) would let its module fall silently into another chunk. Every
 * browser build checks the modules it bundled (everyChunkPatternMatches); this test holds the same
 * against the repository's files without building.
 */
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import viteConfig, { CHUNK_PATTERNS, PHOTOS, unmatchedPatterns } from '../../vite.config';

const ROOT = join(import.meta.dirname, '../..');
const filesUnder = (dir: string) =>
  readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' }).map((file) => join(ROOT, dir, file));
/** Vite's own module for lazy imports, which no file holds. */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const MODULES = [...filesUnder('src'), ...filesUnder('node_modules/preact'), PRELOAD_HELPER];

describe('chunk patterns', () => {
  it('each matches at least one module of the site', () => {
    expect(Object.values(CHUNK_PATTERNS).flat().length).toBeGreaterThan(10);
    expect(unmatchedPatterns(MODULES)).toEqual([]);
  });

  it('a module renamed away from its pattern is named, with its group', () => {
    const renamed = MODULES.map((id) =>
      id.replace('/src/site/islands/hydrate.tsx', '/src/site/islands/hydrateIsland.tsx'),
    );
    expect(unmatchedPatterns(renamed)).toEqual(['runtime: /\\/src\\/site\\/islands\\/hydrate\\.tsx$/']);
  });
});

describe('path patterns', () => {
  it('the photo pattern matches the content photos, whatever their letter case', () => {
    expect(filesUnder('content/images').filter((file) => PHOTOS.test(file)).length).toBeGreaterThan(0);
    expect(PHOTOS.test('/content/images/IMG_0001.JPG?w=400')).toBe(true);
  });

  it('every alias names a file that exists', () => {
    const aliases = Object.values(
      (viteConfig as { resolve?: { alias?: Record<string, string> } }).resolve?.alias ?? {},
    );
    expect(aliases.length).toBeGreaterThan(0);
    expect(aliases.filter((file) => !existsSync(file))).toEqual([]);
  });
});
