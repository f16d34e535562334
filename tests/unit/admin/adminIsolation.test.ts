import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url).pathname;
const sourceFiles = (dir: string): string[] =>
  readdirSync(join(root, dir), { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : /\.(tsx?|css|html)$/.test(entry.name)
        ? [join(dir, entry.name)]
        : [],
  );

/**
 * The editor's code loads only under /admin/: it is its own Vite build rooted at
 * src/editor/ (scripts/build/admin/viteAdmin.config.ts) that writes outside build/client/, and no module
 * of the site imports it, so visitor pages keep their bytes and budgets.
 */
/** The editor's address, which the site's 编辑 link uses: it lives below the editor and imports nothing. */
const LINK_MODULE = 'src/preview/editorLink.ts';

describe('the browser editor stays out of visitor pages', () => {
  it('is imported by no module of the site', () => {
    const offenders = sourceFiles('src')
      .filter((file) => !file.startsWith(join('src', 'editor')))
      .filter((file) =>
        /from ['"][^'"]*(?:\/editor\/|decap-cms)|import\(['"][^'"]*(?:\/editor\/|decap-cms)/.test(
          readFileSync(join(root, file), 'utf8'),
        ),
      )
      .map((file) => relative(root, join(root, file)));
    expect(offenders).toEqual([]);
  });

  it('lets the site link to the editor through a module that imports nothing', () => {
    expect(readFileSync(join(root, LINK_MODULE), 'utf8')).not.toMatch(/^\s*import\s|\bimport\(|\brequire\(/m);
  });

  it('is not part of the site build, and is built outside build/client/', () => {
    for (const config of ['vite.config.ts', 'react-router.config.ts'])
      expect(readFileSync(join(root, config), 'utf8')).not.toMatch(/src\/admin|decap/);
    const adminConfig = readFileSync(join(root, 'scripts/build/admin/viteAdmin.config.ts'), 'utf8');
    expect(adminConfig).toContain("'build/admin'");
  });
});
