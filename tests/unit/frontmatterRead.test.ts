import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { frontmatterData, readFrontmatter, splitFrontmatter } from '../../src/content/frontmatter/read';
import { REAL_CONTENT } from './helpers/contentFixture';

/** The one reader of content files (src/content/frontmatter): what it takes for front matter, and what it refuses. */

const contentFiles = (dir = REAL_CONTENT): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? entry.name === 'images'
        ? []
        : contentFiles(join(dir, entry.name))
      : /\.mdx?$/.test(entry.name) && entry.name !== 'README.md'
        ? [join(dir, entry.name)]
        : [],
  );

/** `depth` maps, each inside the last, two spaces deeper: `k1:` / `  k2:` / … / `value`. */
const nestedMaps = (depth: number) =>
  Array.from({ length: depth }, (_, i) => `${'  '.repeat(i)}k${i + 1}:${i + 1 === depth ? ' x' : ''}`).join('\n');

describe('splitting a content file', () => {
  it('takes a first line of --- (spaces after it allowed, CRLF too) for front matter, as the MDX compiler does', () => {
    expect(splitFrontmatter('--- \r\ntitle: 首页\r\n---\r\n正文\r\n')).toMatchObject({
      language: '',
      closed: true,
      yaml: 'title: 首页',
      body: '正文\r\n',
      bodyLine: 4,
    });
    // The last value of a CRLF file is the value written, without the \r of its line end.
    expect(readFrontmatter('---\r\nkind: commitment\r\n---\r\n').doc.toJS()).toEqual({ kind: 'commitment' });
  });

  it('names whatever follows the opening --- as a language, and where it starts', () => {
    expect(splitFrontmatter('---js\n{}\n---\n')).toMatchObject({ language: 'js', languageColumn: 4 });
    expect(splitFrontmatter('---   javascript \n{}\n---\n')).toMatchObject({
      language: 'javascript',
      languageColumn: 7,
    });
    expect(splitFrontmatter('----\n')).toMatchObject({ language: '-' });
  });

  it('a file that does not start with --- is all body', () => {
    expect(splitFrontmatter('\uFEFF正文\n')).toMatchObject({ bom: '\uFEFF', opened: false, yaml: '', body: '正文\n' });
  });
});

describe('reading front matter', () => {
  it('reads every real content file to the same data as the yaml package alone', () => {
    for (const path of contentFiles()) {
      const text = readFileSync(path, 'utf8');
      const read = readFrontmatter(text);
      expect(read.refusal, path).toBeUndefined();
      expect(frontmatterData(read), path).toEqual({ data: parse(text.split(/^---$/m)[1] ?? '') });
    }
  });

  it('reads 20 levels, and refuses the 21st where it starts', () => {
    expect(readFrontmatter(`---\n${nestedMaps(20)}\n---\n`).refusal).toBeUndefined();
    expect(readFrontmatter(`---\n${nestedMaps(21)}\n---\n`).refusal).toEqual({ kind: 'depth', line: 22, column: 41 });
  });

  it('counts a list written at its key’s column as a level of its own', () => {
    // `k0:` / `- k1:` / `  - k2:` …: each line is a list in the map above it and a map in that list.
    const lists = (count: number) =>
      ['k0:', ...Array.from({ length: count }, (_, i) => `${'  '.repeat(i)}- k${i + 1}:`)].join('\n') + ' x';
    expect(readFrontmatter(`---\n${lists(9)}\n---\n`).refusal).toBeUndefined();
    expect(readFrontmatter(`---\n${lists(10)}\n---\n`).refusal).toEqual({ kind: 'depth', line: 12, column: 21 });
  });

  it('does not count brackets inside text, quotes, comments or a | block', () => {
    const brackets = '['.repeat(30);
    const yaml = [`a: '${brackets}'`, `b: "${brackets}"`, `c: x ${brackets}`, `# ${brackets}`, 'd: |', `  ${brackets}`];
    expect(readFrontmatter(`---\n${yaml.join('\n')}\n---\n`).refusal).toBeUndefined();
  });

  it('refuses more than 100 aliases before expanding any: each would scan the whole file', () => {
    const pairs = Array.from({ length: 5000 }, (_, i) => `a${i}: &a${i} x\nb${i}: *a${i}`).join('\n');
    expect(readFrontmatter(`---\n${pairs}\n---\n`).refusal).toEqual({ kind: 'aliases', line: 3, column: 5 });
  });

  it('counts a body’s quotes, list items, open components and brackets, and only what stays open', () => {
    const page = (body: string) => readFrontmatter(`---\ntitle: x\n---\n${body}\n`).refusal;
    expect(page(`${'> '.repeat(21)}x`)).toEqual({ kind: 'bodyDepth', line: 4, column: 41 });
    expect(page(`${'<Note>'.repeat(21)}x`)).toEqual({ kind: 'bodyDepth', line: 4, column: 121 });
    expect(page(`{${'['.repeat(20)}`)).toEqual({ kind: 'bodyDepth', line: 4, column: 21 });
    expect(page(`${'(见 [链接](https://example.com)) '.repeat(50)}<Claim id="staff" />`.repeat(5))).toBeUndefined();
    expect(page(Array.from({ length: 30 }, (_, i) => `${'  '.repeat(i % 5)}- 第 ${i} 项`).join('\n'))).toBeUndefined();
  });

  it('refuses a file over 256 KB by its UTF-8 size, Chinese text counting three bytes a character', () => {
    const fits = `---\ntitle: x\n---\n${'字'.repeat((256 * 1024 - 20) / 3)}`;
    expect(readFrontmatter(fits).refusal).toBeUndefined();
    expect(readFrontmatter(`${fits}${'字'.repeat(10)}`).refusal).toMatchObject({ kind: 'size', line: 1 });
  });
});
