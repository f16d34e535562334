/**
 * A save in the browser editor parses the file once: the format keeps the Document it parsed when
 * the entry was opened and applies the form's changes to a copy, the check reads the file as opened once,
 * and the text the check judged is the text written. Before, one save parsed the YAML six times and more:
 * toFile re-split the file as read on each of its two calls, the claims format read it again for its guard,
 * and the check parsed both the old and the new text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type * as YAML from 'yaml';
import { parseFile } from '../../../src/content/frontmatter/parseFile';
import { contextOfData } from '../../../src/check/checkFile';
import { checkSave, checkText } from '../../../src/editor/check/saveCheck';
import { fromFile, toFile, yamlDocumentFormat } from '../../../src/editor/format/yamlDocumentFormat';
import { REAL_CONTENT } from '../helpers/contentFixture';

const parses = vi.hoisted(() => ({ count: 0 }));
vi.mock('yaml', async (original) => {
  const yaml = await original<typeof YAML>();
  return {
    ...yaml,
    parseDocument: (...args: Parameters<typeof yaml.parseDocument>) => {
      parses.count++;
      return yaml.parseDocument(...args);
    },
  };
});

const real = (file: string) => readFileSync(join(REAL_CONTENT, file), 'utf8');
// As the editor's build hands them over (`content/<file>?data`): claims.md, glossary.md and site.md, parsed.
const built = {
  claims: parseFile(real('claims.md')).data,
  glossary: parseFile(real('glossary.md')).data,
  site: parseFile(real('site.md')).data,
};
/** What main.ts's preSave knows of the other files on each save (check/siteContext.ts). */
const siteContext = () =>
  contextOfData({
    ...built,
    images: readdirSync(join(REAL_CONTENT, 'images')),
    today: new Date('2026-11-23T12:00:00+08:00'),
  });
const context = siteContext();

/**
 * What main.ts's preSave and Decap's persist do with one save: the other files' context, the check of the
 * entry as saved, then the write. The context parsed claims.md, glossary.md and site.md on every save before
 * they came as data (3 more parses a save).
 */
function save(file: string, data: Record<string, unknown>, format: { toFile: typeof toFile }) {
  const problems = checkSave(`content/${file}`, data, (saved) => format.toFile(saved), siteContext());
  return { problems, written: format.toFile(structuredClone(data)) };
}

describe('a save in the browser editor', () => {
  it('parses the page once, and writes the text it checked', () => {
    const text = real('pages/contactUs.mdx');
    const data = fromFile(text);
    // The editor checks the file as opened when it shows its form: not part of a save.
    checkText('content/pages/contactUs.mdx', text, context);
    data.heading = '联系我们吧';
    parses.count = 0;
    const { problems, written } = save('pages/contactUs.mdx', data, { toFile });
    expect(parses.count).toBe(1);
    expect(problems).toEqual([]);
    expect(written).toBe(text.replace(/^heading: .*$/m, 'heading: 联系我们吧'));
  });

  it('parses claims.md once, its guard against an emptied table included', () => {
    const format = yamlDocumentFormat({ records: [['claims']], key: 'id' });
    const text = real('claims.md');
    const data = format.fromFile(text);
    checkText('content/claims.md', text, context);
    const claims = data.claims as { id: string; label: string }[];
    const staff = claims.find((claim) => claim.id === 'staff');
    if (!staff) throw new Error('claims.md has no staff figure: pick another here');
    staff.label = `${staff.label}总数`;
    parses.count = 0;
    save('claims.md', data, format);
    expect(parses.count).toBe(1);
  });

  it('a second save of the same entry parses only its new text', () => {
    const text = real('pages/contactUs.mdx');
    const data = fromFile(text);
    data.heading = '联系我们 A';
    save('pages/contactUs.mdx', data, { toFile });
    data.heading = '联系我们 B';
    parses.count = 0;
    const { written } = save('pages/contactUs.mdx', data, { toFile });
    expect(parses.count).toBe(1);
    expect(written).toContain('heading: 联系我们 B');
  });
});
