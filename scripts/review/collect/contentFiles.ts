/**
 * The content files of both sides, each read and parsed once for the whole review: the base commit's
 * through git, the current side's from the working tree (uncommitted and new files count). Images by
 * blob hash, without reading them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { parseFile } from '../../../src/content/frontmatter/parseFile';
import { git } from './git';
import type { ContentSnapshot } from '../types';

const CONTENT_DIR = 'content';
const IMAGES_DIR = 'content/images/';
const isText = (file: string) => /\.mdx?$/.test(file);

export function baseContent(sha: string): ContentSnapshot {
  const tree = new Map<string, string>();
  for (const line of git(['ls-tree', '-r', '-z', sha, '--', CONTENT_DIR]).split('\0')) {
    const match = /^\d+ blob ([0-9a-f]+)\t(.+)$/s.exec(line);
    if (match?.[1] && match[2]) tree.set(match[2], match[1]);
  }
  const files = new Map(
    [...tree.keys()].filter(isText).map((file) => [file, parseFile(git(['show', `${sha}:${file}`]))]),
  );
  const images = new Map([...tree].filter(([file]) => file.startsWith(IMAGES_DIR)));
  return { files, images };
}

export function headContent(root: string): ContentSnapshot {
  const files = readdirSync(join(root, CONTENT_DIR), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
  const texts = new Map(files.filter(isText).map((file) => [file, parseFile(readFileSync(join(root, file), 'utf8'))]));
  const images = files.filter((file) => file.startsWith(IMAGES_DIR));
  const hashes = images.length
    ? git(['hash-object', '--', ...images])
        .trim()
        .split('\n')
    : [];
  return { files: texts, images: new Map(images.map((file, index) => [file, hashes[index] ?? ''])) };
}
