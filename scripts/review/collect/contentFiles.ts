/**
 * The content files of both sides of a review: the base commit read through git, the
 * current side from the working tree (so uncommitted and new files count).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { ContentSnapshot } from '../types';
import { hashFiles, listTree, readBlob } from './git';

const CONTENT_DIR = 'content';
const IMAGES_DIR = 'content/images/';
const isText = (file: string) => /\.mdx?$/.test(file);

export function baseContent(sha: string): ContentSnapshot {
  const tree = listTree(sha, CONTENT_DIR);
  const texts = new Map([...tree.keys()].filter(isText).map((file) => [file, readBlob(sha, file)]));
  const images = new Map([...tree].filter(([file]) => file.startsWith(IMAGES_DIR)));
  return { texts, images };
}

export function headContent(root: string): ContentSnapshot {
  const files = readdirSync(join(root, CONTENT_DIR), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
  const texts = new Map(files.filter(isText).map((file) => [file, readFileSync(join(root, file), 'utf8')]));
  return { texts, images: hashFiles(files.filter((file) => file.startsWith(IMAGES_DIR))) };
}
