import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { parseFile } from '../../../src/content/frontmatter/parseFile';
import type { SiteContent } from '../../../src/content/schemas/site';
import { cmsCollections } from '../../../src/editor/config/cmsConfig';
import type { CmsField } from '../../../src/editor/config/cmsFields';
import { EDITOR_LOCALE, phrase } from '../../../src/editor/locale';

// The package's main file is a browser bundle; its ES modules are what the editor's build takes.
vi.mock('decap-cms-locales', () => import('decap-cms-locales/dist/esm/index.js'));

/**
 * The guide's browser-editor part names what the editor shows. It told editors to switch
 * 草稿 → “待审核”, a status the menu (草稿 / 审核中 / 就绪) does not have, said entry names end in their
 * file name, and that the toolbar must be scrolled sideways on a phone.
 */
const GUIDE = readFileSync('docs/编辑指南.md', 'utf8');
const section = (from: string, to: string) => GUIDE.slice(GUIDE.indexOf(from), GUIDE.indexOf(to, GUIDE.indexOf(from)));
const EDITOR_PART = section('## 在浏览器里编辑', '## 看懂内容检查的提示');
const CONFIRM_PART = section('在浏览器编辑器里不用写字段名', '\n\n');

type Phrases = { [key: string]: string | Phrases };
const leaves = (node: unknown): string[] =>
  typeof node === 'string' ? [node] : node && typeof node === 'object' ? Object.values(node).flatMap(leaves) : [];

const fieldWords = (fields: CmsField[] = []): string[] =>
  fields.flatMap((field) => [field.label, ...(field.hint ? [field.hint] : []), ...fieldWords(field.fields)]);

/** Every phrase the editor can show: Decap's (as completed), our controls' (site.md), the form's labels. */
const UI: string[] = [
  ...leaves(EDITOR_LOCALE as Phrases),
  ...leaves((parseFile(readFileSync('content/site.md', 'utf8')).data as SiteContent).editControl),
  ...cmsCollections().flatMap((collection) => [
    collection.label,
    ...collection.files.flatMap((file) => [file.label, ...fieldWords(file.fields)]),
  ]),
];

const escaped = (text: string) => text.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
const BLANK = /%?\{\w+\}/g;

/** A phrase with its blanks (`%{…}`, `{…}`) filled in by anything, as a pattern; none for a phrase of blanks only. */
const pattern = (phrase: string) =>
  phrase.replace(BLANK, '').trim().length < 2 ? /^$/ : new RegExp(`^${escaped(phrase).replace(BLANK, '.+')}$`);

/** Each phrase, and each of its sentences and headlines (`保存内容失败：%{details}`, a hint's `最多 6 个字`). */
const PARTS = [...new Set(UI.flatMap((phrase) => [phrase, ...phrase.split(/[。：:]\s*/)]))];

/**
 * Whether the editor shows `quoted`: a phrase or a part of one, with its blanks filled, or a path of labels
 * (`页面 → 首页`, `四大业务 › 业务卡片 › 业务卡片 5`: a list item is its label and number).
 */
function shown(quoted: string): boolean {
  const steps = quoted.split(/ [›→] /);
  if (steps.length > 1) return steps.every(shown);
  const plain = quoted.replace(/ \d+$/, '');
  return PARTS.some((part) => part === plain || pattern(part).test(quoted));
}

/** The words a passage puts in “…”, outside its examples of messages (fenced blocks). */
function quoted(passage: string): string[] {
  const prose = passage.replace(/```[\s\S]*?```/g, '');
  return [...new Set([...prose.matchAll(/“([^”]+)”/g)].map((match) => match[1] ?? ''))];
}

const HEADINGS = new Set([...GUIDE.matchAll(/^#+ (.+)$/gm)].map((match) => match[1]));

describe('the browser editor in docs/编辑指南.md', () => {
  it('names the statuses as the status menu and the workflow board do', () => {
    const menu = ['draft', 'inReview', 'ready'].map((key) => phrase(`editor.editorToolbar.${key}`));
    const board = ['draftHeader', 'inReviewHeader', 'readyHeader'].map((key) => phrase(`workflow.workflowList.${key}`));
    expect(menu).toEqual(['草稿', '审核中', '就绪']);
    expect(board).toEqual(menu);
    const table = section('| 状态 ', '\n\n');
    expect([...table.matchAll(/^\| (\S+) +\|/gm)].map((row) => row[1]).slice(2)).toEqual(menu);
    expect(EDITOR_PART).toContain('把状态从“草稿”改成“审核中”');
    for (const wrong of ['待审核', '审查中', '待检查']) expect(GUIDE).not.toContain(wrong);
  });

  it('puts in quotes only what the editor shows (or a heading of the guide)', () => {
    const words = [...quoted(EDITOR_PART), ...quoted(CONFIRM_PART)];
    // Message examples quote parts of the message and a warning's prefix: those are the check's words.
    const notShown = words.filter((word) => !shown(word) && !HEADINGS.has(word) && !/^[警告]+：$/.test(word));
    expect(notShown).toEqual([]);
    expect(words.length).toBeGreaterThan(30);
  });

  it('quotes the narrow-screen notice and a refused local save as the editor says them', () => {
    const quotes = [...EDITOR_PART.matchAll(/^> (.+)$/gm)].map((line) => line[1] ?? '');
    expect(quotes.length).toBe(2);
    for (const line of quotes)
      expect(
        UI.some((phrase) => pattern(phrase).test(line)),
        line,
      ).toBe(true);
  });

  it('offers no 撤销发布 and says why', () => {
    expect(EDITOR_PART).toContain('已经发布的条目没有“撤销发布”，也不能删除');
    expect(EDITOR_PART).not.toMatch(/条目名称后面括号|向左滑动/);
  });
});
