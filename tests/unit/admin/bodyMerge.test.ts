// @vitest-environment jsdom
// Decap's serialisers load its UI kit, which needs a document (src/editor/format/decapMarkdown.ts).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { markdownToSlate } from 'decap-cms-widget-markdown/dist/esm/serializers/index.js';
import { mergeBody } from '../../../src/editor/format/bodyMerge';
import { decapNormalise, loadDecapMarkdown } from '../../../src/editor/format/decapMarkdown';
import { BODY_KEY, fromFile, toFile } from '../../../src/editor/format/yamlDocumentFormat';
import { registerEditorComponents } from './decapEditorComponents';

// The figure chip reads claims.md through a `?data` import only the editor's build resolves; serialising never draws it.
vi.mock('../../../src/editor/ClaimChip', () => ({ ClaimChip: () => null }));

beforeAll(async () => {
  registerEditorComponents();
  await loadDecapMarkdown();
});

const normalise = (markdown: string) => {
  const decap = decapNormalise();
  if (!decap) throw new Error('Decap serialisers not loaded');
  return decap(markdown);
};

/** Every construct the editors' guide allows (docs/编辑指南.md), written as our files write them, plus italics. */
const BODY = [
  '',
  '## 入驻条件',
  '',
  '<Conditions of="supplier" />',
  '',
  '## 服务保障',
  '',
  '客服 <Claim id="serviceHours" />在线，<Claim id="responseTime" />内响应。',
  '',
  '### 我们提供',
  '',
  '- 培训支持',
  '- 技术支持',
  '- **专属**客服',
  '',
  '1. 提交申请',
  '2. 线下审核',
  '',
  '**年度奖励**按季度结算，详见[合作规则](https://example.com/rules_2024)。',
  '',
  '中文一般不用 _斜体_ 。',
  '',
  '<Note title="入驻流程">',
  '  提交申请 → 线下审核 → 签订合同。',
  '</Note>',
  '',
  '<Note>一行的提示。</Note>',
  '',
  '价格 1\\. 不是编号。',
  '',
].join('\n');

describe('Decap re-writes what the editor did not touch (why the merge exists)', () => {
  it.each([
    ['the blank line after the front matter', '\n## 入驻条件', '## 入驻条件'],
    ['the last line break', '不是编号。\n', '不是编号。'],
    ['bullets', '- 培训支持', '* 培训支持'],
    ['italics', '_斜体_', '*斜体*'],
    ['escapes', '1\\. 不是编号', '1. 不是编号'],
    ['a note without its line breaks, through our editor component', '<Note>一行的提示。</Note>', undefined],
  ])('%s', (_, read, rewritten) => {
    const once = normalise(BODY);
    if (rewritten === undefined) expect(once).toContain(read);
    else {
      expect(once).not.toContain(read);
      expect(once).toContain(rewritten);
    }
  });

  it('reads a figure in a sentence as our inline component (a chip in the editor) and writes it back as it was', () => {
    const sentence = '客服 <Claim id="serviceHours" />在线。';
    expect(JSON.stringify(markdownToSlate(sentence))).toContain('"type":"inline-shortcode"');
    expect(normalise(sentence)).toBe(sentence);
  });

  it('keeps the block note as our editor component writes it', () => {
    expect(normalise('<Note title="t">\nx\n</Note>')).toBe('<Note title="t">\n  x\n</Note>');
  });
});

/** A rich-text edit: the file's body with `from` replaced by `to`, as Decap hands it back. */
const richText = (body: string, from: string, to: string) => normalise(body.replace(from, to));

describe('mergeBody: a rich-text edit changes only its line', () => {
  it.each([
    ['a sentence with figures (<Claim /> inline)', '内响应。', '内响应，节假日照常。'],
    ['a heading', '## 服务保障', '## 服务与保障'],
    ['a smaller heading', '### 我们提供', '### 我们还提供'],
    ['a bulleted item', '- 技术支持', '- 技术和系统支持'],
    ['a bulleted item with bold', '- **专属**客服', '- **专属**客服经理'],
    ['a numbered item', '2. 线下审核', '2. 线下审核和面谈'],
    ['a paragraph with bold and a link', '按季度结算', '按月结算'],
    ['a one-line note', '一行的提示。', '一行的新提示。'],
    ['a bulleted item after an edited-away bullet style', '- 培训支持', '- 入驻培训支持'],
  ])('%s', (_, from, to) => {
    const expected = BODY.replace(from, to);
    expect(expected).not.toBe(BODY);
    expect(mergeBody(BODY, richText(BODY, from, to), normalise)).toBe(expected);
  });

  it('keeps italics and escapes it did not touch, and writes the edited line as Decap does', () => {
    const merged = mergeBody(BODY, richText(BODY, '中文一般不用', '中文一般不写'), normalise);
    expect(merged).toBe(BODY.replace('中文一般不用 _斜体_', '中文一般不写 *斜体*'));
    const escaped = mergeBody(BODY, richText(BODY, '不是编号。', '不是编号，是价格。'), normalise);
    expect(escaped).toBe(BODY.replace('价格 1\\. 不是编号。', '价格 1. 不是编号，是价格。'));
  });

  it('adds a list item in the list’s own bullet', () => {
    const merged = mergeBody(BODY, richText(BODY, '- 技术支持', '- 技术支持\n- 财务支持'), normalise);
    expect(merged).toBe(BODY.replace('- 技术支持', '- 技术支持\n- 财务支持'));
  });

  it.each([
    [
      'a numbered item inserted: the items after it renumbered, as Decap writes them',
      '2. 线下审核',
      '2. 面谈\n3. 线下审核',
    ],
    ['a paragraph made a heading', '中文一般不用 _斜体_ 。', '## 小结'],
    ['a figure taken out of a sentence', '<Claim id="responseTime" />内响应', '很快响应'],
    ['a figure put into a sentence', '按季度结算', '按季度结算，已有 <Claim id="partnerAgencies" /> 家参与'],
  ])('%s', (_, from, to) => {
    expect(BODY).toContain(from);
    expect(mergeBody(BODY, richText(BODY, from, to), normalise)).toBe(BODY.replace(from, to));
  });

  it('adds and removes paragraphs with their blank lines', () => {
    const added = BODY.replace('## 服务保障\n', '## 服务保障\n\n新的一段。\n');
    expect(mergeBody(BODY, normalise(added), normalise)).toBe(added);
    const removed = BODY.replace('中文一般不用 _斜体_ 。\n\n', '');
    expect(mergeBody(BODY, normalise(removed), normalise)).toBe(removed);
  });

  it('keeps several blank lines, a body without its last line break, and a loose list', () => {
    const body = '\n\n\n段落一。\n\n\n- 甲\n\n- 乙\n\n段落二。';
    const expected = body.replace('段落二', '段落贰');
    expect(mergeBody(body, normalise(expected), normalise)).toBe(expected);
  });

  it('returns the body as read when nothing changed, and the saved body for an emptied one', () => {
    expect(mergeBody(BODY, BODY, normalise)).toBe(BODY);
    expect(mergeBody(BODY, '', normalise)).toBe('');
    expect(mergeBody('\n', '新的正文。', normalise)).toBe('新的正文。');
  });
});

describe('mergeBody: Markdown mode saves the text as typed', () => {
  it.each([
    ['a sentence', '内响应。', '内响应，节假日照常。'],
    ['a bullet restyled on purpose, which starts a new list', '- 技术支持', '* 技术支持'],
    ['a new bullet in another marker', '- **专属**客服', '- **专属**客服\n* 新列表'],
    ['a blank line added after the front matter', '\n## 入驻条件', '\n\n## 入驻条件'],
  ])('%s', (_, from, to) => {
    const typed = BODY.replace(from, to);
    const merged = mergeBody(BODY, typed, normalise);
    // Identical, or (leading blank lines only) identical once Decap reads it.
    expect(normalise(merged)).toBe(normalise(typed));
    if (!from.startsWith('\n')) expect(merged).toBe(typed);
  });
});

describe('mergeBody: when the mapping cannot be trusted, the saved body is written', () => {
  it('an ambiguous mapping', () => {
    // A serialiser that reads each block differently alone than in the whole body.
    const contextual = (markdown: string) => (markdown.includes('\n\n') ? markdown.toUpperCase() : markdown);
    expect(mergeBody('a\n\nb\n', 'a\n\nc', contextual)).toBe('a\n\nc');
  });
});

describe('the save format with the merge', () => {
  const SUPPLIER = readFileSync(join(import.meta.dirname, '../../../content/pages/supplierEn.mdx'), 'utf8');

  it.each([
    ['LF', SUPPLIER],
    ['CRLF', SUPPLIER.replace(/\n/g, '\r\n')],
  ])('a rich-text edit of supplierEn.mdx (%s) changes exactly its line', (_, file) => {
    const data = fromFile(file);
    const body = String(data[BODY_KEY]).replace(/\r\n/g, '\n');
    const saved = toFile({ ...data, [BODY_KEY]: richText(body, '内响应。', '内响应。另需提供营业执照。') });
    expect(saved).toBe(file.replace('内响应。', '内响应。另需提供营业执照。'));
  });
});
