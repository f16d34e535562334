import { existsSync } from 'node:fs';
import { describe, expect, it, onTestFinished } from 'vitest';
import { checkSave, SaveRefused } from '../../../src/editor/check/saveCheck';
import { CLAIMS_RECORDS, cmsCollections, FORMATS } from '../../../src/editor/config/cmsConfig';
import { CLAIMS_PICKER, RECORD_KEY_FIELD } from '../../../src/editor/config/cmsFields';
import { editorEntry } from '../../../src/preview/editorLink';
import { BODY_KEY, yamlDocumentFormat } from '../../../src/editor/format/yamlDocumentFormat';
import { mdxBody } from '../../../src/editor/preview/mdxBody';
import { formatProblem } from '../../../src/check/problem';
import { contentIsDataCases } from '../../fixtures/bad-content/contentIsData';
import { makeContentFixture } from '../helpers/contentFixture';
import { editorContext } from '../helpers/editorContext';
import { expectedProblem } from '../helpers/expectedProblem';

/**
 * The browser editor meets the files of tests/fixtures/bad-content/contentIsData.ts with the code the
 * browser runs (src/editor/main.ts): the save format reads them, and the check
 * before a save refuses them with the content check's one message. Nothing in them runs.
 * The context is read from the files here (helpers/editorContext.ts).
 */

const documentFormat = yamlDocumentFormat();
const claimsFormat = yamlDocumentFormat({ records: CLAIMS_RECORDS, key: RECORD_KEY_FIELD });
const formatOf = (collection: string) => (collection === CLAIMS_PICKER.collection ? claimsFormat : documentFormat);
const context = editorContext(new Date('2024-06-01T12:00:00Z'));

describe('the browser editor and front matter that is not data', () => {
  it('gives every collection one of our formats: Decap’s own frontmatter formats use gray-matter, which runs ---js', () => {
    for (const collection of cmsCollections())
      expect(Object.values(FORMATS), collection.name).toContain(collection.format);
  });

  it('the preview does not parse or draw a body nested too deep: its boundary says the page cannot be drawn', () => {
    expect(() => mdxBody(`${'- '.repeat(10_000)}x`)).toThrow('body nested too deep');
    expect(() => mdxBody(`${'**a '.repeat(100)}x${'**'.repeat(100)}`)).toThrow('body nested too deep');
    expect(() => mdxBody('## 合作规则\n\n- 培训支持 <Claim id="staff" />\n')).not.toThrow();
  });

  for (const badCase of contentIsDataCases())
    it(badCase.name, () => {
      const made = makeContentFixture(badCase.edits);
      onTestFinished(made.cleanup);
      const [expected] = badCase.expected;
      if (!expected) throw new Error('a case with no message');
      const file = expected.file.replace(/^content\//, '');
      const text = made.read(file);
      const { collection } = editorEntry(file);
      const format = formatOf(collection);

      const data = format.fromFile(text);
      // The fields were not read: the whole file is the body, so the editor sees the line the message names.
      expect(Object.keys(data).filter((key) => !key.startsWith('__'))).toEqual([BODY_KEY]);
      expect(data[BODY_KEY]).toBe(text);
      // A save without a change writes the file back as it was; fields typed into the empty form are not
      // written into a file whose fields were never read.
      expect(format.toFile(data)).toBe(text);
      expect(format.toFile({ ...data, title: '新标题' })).toBe(text);

      const problems = checkSave(expected.file, data, (saved) => format.toFile(saved), context);
      const headline = formatProblem(expectedProblem(made, expected));
      expect(problems.map(formatProblem)).toEqual([headline]);
      // The failure notice in the editor: the same words, without the file, the line and the English twin.
      // `(文件开头 front matter)` → 文件开头, `正文 (body)` → 正文.
      const where = expected.field.replace(/^\(/, '').split(' ')[0];
      expect(new SaveRefused(problems).message).toBe(`${where}：${expected.message.replace(/ \([^()]*\)$/, '')}`);
      if (badCase.marker) expect(existsSync(badCase.marker)).toBe(false);
    });
});
