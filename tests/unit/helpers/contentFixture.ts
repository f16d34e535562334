import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The real `content/` folder of the repository. */
export const REAL_CONTENT = fileURLToPath(new URL('../../../content', import.meta.url));

/** A 1×1 SVG that stands in for artwork that is not in `content/images/` yet. */
export const SVG_STUB = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1" width="1" height="1"/>\n';

/**
 * One change to a content file, by path relative to `content/` (e.g. `site.md`):
 * replace a text that must occur exactly once, add text at the end of the file
 * (for MDX bodies, so a case does not depend on the wording of the page),
 * write the whole file, or delete it.
 */
export type ContentEdit =
  | { file: string; replace: readonly [from: string, to: string] }
  | { file: string; append: string }
  | { file: string; content: string }
  | { file: string; delete: true }
  /** Replace the one whole line that matches, so a case does not depend on the rest of its wording. */
  | { file: string; replaceLine: readonly [pattern: RegExp, line: string] }
  /** Re-encode the file's bytes, e.g. as GBK or UTF-16, the way other editors save it (a new file: from none). */
  | { file: string; bytes: (utf8: Buffer) => Uint8Array };

export interface ContentFixture {
  /** Folder holding `content/`, to pass to `checkContent({ root })` or `--root`. */
  root: string;
  /** Text of a content file, by path relative to `content/`. */
  read(file: string): string;
  /** 1-based line of the one line of a content file that contains `needle`. */
  lineOf(file: string, needle: string | RegExp): number;
  /** Removes the temporary folder. */
  cleanup(): void;
}

/**
 * A temporary copy of the real content with `edits` applied. The real files are copied,
 * not frozen in fixtures, so the cases keep working when pages gain fields; images the
 * content names but that are not drawn yet get tiny SVG stubs so only the edits fail.
 */
export function makeContentFixture(edits: readonly ContentEdit[] = []): ContentFixture {
  const root = mkdtempSync(join(tmpdir(), 'content-check-'));
  const content = join(root, 'content');
  const cleanup = () => rmSync(root, { recursive: true, force: true });
  try {
    cpSync(REAL_CONTENT, content, { recursive: true });
    stubMissingImages(content);
    for (const edit of edits) applyEdit(content, edit);
  } catch (error) {
    cleanup();
    throw error;
  }
  const read = (file: string) => readFileSync(join(content, file), 'utf8');
  return { root, read, lineOf: (file, needle) => lineOf(read(file), needle), cleanup };
}

function applyEdit(content: string, edit: ContentEdit): void {
  const path = join(content, edit.file);
  if ('delete' in edit) rmSync(path);
  else if ('bytes' in edit) writeFileSync(path, edit.bytes(existsSync(path) ? readFileSync(path) : Buffer.alloc(0)));
  else if ('replaceLine' in edit) {
    const [pattern, line] = edit.replaceLine;
    const lines = readFileSync(path, 'utf8').split('\n');
    const hits = lines.flatMap((text, index) => (pattern.test(text) ? [index] : []));
    if (hits.length !== 1)
      throw new Error(`edit of ${edit.file}: expected one line matching ${String(pattern)}, found ${hits.length}`);
    lines[hits[0] as number] = line;
    writeFileSync(path, lines.join('\n'));
  } else if ('append' in edit) writeFileSync(path, readFileSync(path, 'utf8') + edit.append);
  else if ('content' in edit) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, edit.content);
  } else {
    const [from, to] = edit.replace;
    const text = readFileSync(path, 'utf8');
    const count = text.split(from).length - 1;
    if (count !== 1) throw new Error(`edit of ${edit.file}: expected ${JSON.stringify(from)} once, found ${count}`);
    writeFileSync(
      path,
      text.replace(from, () => to),
    );
  }
}

/** 1-based line of the one line of `text` that contains `needle`; throws unless exactly one does. */
export function lineOf(text: string, needle: string | RegExp): number {
  const hits = text
    .split('\n')
    .flatMap((line, index) =>
      (typeof needle === 'string' ? line.includes(needle) : needle.test(line)) ? [index + 1] : [],
    );
  if (hits.length !== 1) throw new Error(`expected one line with ${String(needle)}, found ${hits.length}`);
  return hits[0] as number;
}

/** A YAML line whose value is an image file name: `image: logo.svg`, `- arrow.svg`. */
const IMAGE_VALUE = /^\s*(?:-\s+)?(?:\w+:\s+)?['"]?([\w.-]+\.(?:svg|png|jpe?g|webp|avif))['"]?\s*$/i;

/** Image file names written as values in the content files (read as text, so broken YAML does not matter). */
export function referencedImages(content: string): Set<string> {
  const names = new Set<string>();
  for (const file of listFiles(content)) {
    if (file.startsWith(join(content, 'images'))) continue;
    for (const line of readFileSync(file, 'utf8').split('\n')) {
      const name = IMAGE_VALUE.exec(line)?.[1];
      if (name) names.add(name);
    }
  }
  return names;
}

function stubMissingImages(content: string): void {
  const images = join(content, 'images');
  mkdirSync(images, { recursive: true });
  for (const name of referencedImages(content))
    if (!existsSync(join(images, name))) writeFileSync(join(images, name), SVG_STUB);
}

function listFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

/**
 * Makes a fixture's folder a project whose code is the repository's and whose content is the fixture's:
 * enough for `scripts/build/build.ts`, whose content check runs inside the bundler's build.
 */
export function linkProject(root: string, repo: string): void {
  for (const entry of [
    'scripts',
    'src',
    'node_modules',
    'package.json',
    'tsconfig.json',
    'vite.config.ts',
    'react-router.config.ts',
  ])
    symlinkSync(join(repo, entry), join(root, entry));
}
