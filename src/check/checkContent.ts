import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import { CONTENT_FILES, IMAGES_DIR } from '../content/collections';
import { contextFrom } from './fileContext';
import { fileProblems } from './fileProblems';
import { imageFileProblems } from './imageFiles';
import { readContentFile } from './readContentFile';
import type { ReadFile } from './types';
import { codeFrame } from './report/codeFrame';
import { decodeContent } from './parse/encoding';
import { parseFile } from '../content/frontmatter/parseFile';
import type { LoadedFile } from './rules/visibleText';
import type { Problem } from './problem';
import { closest } from './report/suggest';

interface CheckOptions {
  /** Folder holding `content/` (the repository root, or a test fixture). */
  root: string;
  /** Day against which target deadlines are judged. */
  today?: Date;
}

export interface ContentReport {
  /** Every problem of the run, errors and warnings, sorted by file and line. */
  problems: Problem[];
  /**
   * Every file that could be read and parsed, by path relative to the root: its source positions, and the
   * validated data and its values (`valid`, `leaves`) when it passed its schema.
   */
  files: ReadonlyMap<string, LoadedFile>;
  /** The bytes of each file in content/images/, by name: the build emits them as read here. */
  images: ReadonlyMap<string, Uint8Array>;
}

/** Reads every content file and reports every problem of the run together. */
export function checkContent({ root, today = new Date() }: CheckOptions): ContentReport {
  const contentDir = join(root, 'content');
  const problems: Problem[] = [];
  const fileProblem = (file: string, message: string) =>
    problems.push({ file, line: 1, field: '(文件 file)', message, severity: 'error' });

  const missing = Object.keys(CONTENT_FILES).filter((key) => !isFile(join(contentDir, key)));
  // A missing file an unknown file is probably a misnamed copy of: the rename is one mistake, one message.
  const renamed = new Set<string>();
  for (const key of listFiles(contentDir)) {
    if (key in CONTENT_FILES || key.startsWith(`${IMAGES_DIR}/`) || key.endsWith('README.md')) continue;
    const meant = closest(key, missing);
    if (meant) renamed.add(meant);
    fileProblem(`content/${key}`, unknownFile(key, meant, Object.keys(CONTENT_FILES)));
  }

  const imagesDir = join(contentDir, IMAGES_DIR);
  const images = existsSync(imagesDir) ? readdirSync(imagesDir) : [];
  const imageBytes = new Map(
    images.filter((name) => isFile(join(imagesDir, name))).map((name) => [name, readFileSync(join(imagesDir, name))]),
  );
  const read = new Map<string, ReadFile>();
  for (const [key, schema] of Object.entries(CONTENT_FILES)) {
    const path = join(contentDir, key);
    const file = `content/${key}`;
    if (!isFile(path)) {
      if (!renamed.has(key)) fileProblem(file, '缺少这个内容文件 (file is missing)');
      continue;
    }
    const decoded = decodeContent(readFileSync(path));
    if (decoded.ok) read.set(file, readContentFile(file, parseFile(decoded.text), schema as z.ZodType, images));
    // One located line per file: every later line of a mis-encoded file is mojibake too.
    else
      problems.push({
        file,
        line: decoded.line,
        field: '(编码 encoding)',
        message: decoded.message,
        severity: 'error',
        frame: codeFrame(decoded.shown, decoded.line, decoded.column),
      });
  }

  // The per-file rules, as checkFile.ts runs them in the browser editor.
  const context = contextFrom((file) => read.get(file), images, today);
  for (const file of read.values()) problems.push(...fileProblems(file, context));
  problems.push(...imageFileProblems(imageBytes));
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  const files = new Map([...read.values()].flatMap((file) => (file.entry ? [[file.entry.file, file.entry]] : [])));
  return { problems, files, images: imageBytes };
}

const isFile = (path: string) => existsSync(path) && statSync(path).isFile();

/** Every file below `dir`, as a path relative to it with `/` between folders. */
const listFiles = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, withFileTypes: true })
        .filter((entry) => !entry.isDirectory())
        .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    : [];

/** An unknown content file: the closest missing name (a rename gone wrong), else the names its folder may hold. */
function unknownFile(key: string, meant: string | undefined, known: readonly string[]): string {
  if (meant)
    return `不认识的内容文件，您是不是要写 "${meant}"？文件名要和页面地址一致，大小写也要一样：请把这个文件改名为 ${meant.split('/').pop() ?? meant} (unknown content file; probably ${meant})`;
  const folder = key.includes('/') ? `${key.slice(0, key.lastIndexOf('/'))}/` : '';
  const names = known.filter((name) => name.startsWith(folder) && !name.slice(folder.length).includes('/'));
  return `不认识的内容文件，文件名要和页面地址一致。content/${folder} 里可以有：${names.map((name) => name.slice(folder.length)).join('、')}；不需要的文件请删掉 (unknown content file)`;
}
