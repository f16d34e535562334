import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { globSync } from 'tinyglobby';
import { afterAll, describe, expect, it } from 'vitest';
import { IMAGE_FILE_NAME } from '../../src/content/schemas/fields';

/**
 * Every image name the content check accepts is one the build reads: a name the check passed and the
 * build's globs (src/content/images.ts) missed stopped prerendering with "content image not found", in
 * English (an .avif, a camera's IMG_0001.JPG). The globs are read from the source and matched by
 * tinyglobby, the matcher Vite's import.meta.glob uses, against a folder holding every spelling.
 */
const SOURCE = readFileSync(new URL('../../src/content/images.ts', import.meta.url), 'utf8');
const GLOBS = [...SOURCE.matchAll(/import\.meta\.glob<\w+>\('\.\.\/\.\.\/content\/images\/([^']+)'/g)].map(
  (match) => match[1] ?? '',
);
const EXTENSIONS = ['svg', 'png', 'jpg', 'jpeg', 'webp', 'avif'];
const NAMES = EXTENSIONS.flatMap((extension) =>
  [extension, extension.toUpperCase(), extension[0]?.toUpperCase() + extension.slice(1)].map(
    (spelling) => `photo-${spelling}.${spelling}`,
  ),
);

describe('image file names', () => {
  const folder = mkdtempSync(join(tmpdir(), 'image-names-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));
  for (const name of NAMES) writeFileSync(join(folder, name), '');
  const read = GLOBS.map((glob) => new Set(globSync(glob, { cwd: folder })));

  it('are read by two globs, artwork and photos', () => {
    expect(GLOBS).toHaveLength(2);
  });

  it('that the content check accepts are read by exactly one of the build’s globs', () => {
    const accepted = NAMES.filter((name) => IMAGE_FILE_NAME.test(name));
    expect(accepted).toContain('photo-JPG.JPG');
    expect(accepted).toContain('photo-avif.avif');
    for (const name of accepted) expect(read.filter((names) => names.has(name)).length, name).toBe(1);
  });

  it('in mixed case are refused by the check, which names the rule, rather than missed by the build', () => {
    expect(NAMES.filter((name) => !IMAGE_FILE_NAME.test(name))).toEqual(
      EXTENSIONS.map(
        (extension) =>
          `photo-${extension[0]?.toUpperCase()}${extension.slice(1)}.${extension[0]?.toUpperCase()}${extension.slice(1)}`,
      ),
    );
  });
});
