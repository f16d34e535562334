import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { linkProject, makeContentFixture, type ContentFixture } from './helpers/contentFixture';

const REPO = fileURLToPath(new URL('../../', import.meta.url));

describe('npm run build with bad content', () => {
  let made: ContentFixture | undefined;
  afterEach(() => made?.cleanup());

  it('stops with the located message and leaves the previous build exactly as it was', () => {
    made = makeContentFixture([{ file: 'site.md', replace: ['  number: 400-000-0000', '  number: [oops]'] }]);
    // A project folder whose code is the repository's and whose content is the broken copy.
    linkProject(made.root, REPO);
    const previous = join(made.root, 'build', 'client', 'index.html');
    mkdirSync(join(made.root, 'build', 'client'), { recursive: true });
    writeFileSync(previous, '<!doctype html><title>last good build</title>');

    const result = spawnSync('npx', ['tsx', 'scripts/build/build.ts'], { cwd: made.root, encoding: 'utf8' });

    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain('content/site.md:');
    expect(result.stderr).toContain('hotline.number');
    expect(readFileSync(previous, 'utf8')).toBe('<!doctype html><title>last good build</title>');
    expect(existsSync(join(made.root, '.build-next'))).toBe(false);
  }, 30_000);
});
