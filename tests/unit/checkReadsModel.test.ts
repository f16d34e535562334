/**
 * The check judges a file as its reader left it: claims.md's index and every line are worked out
 * before the rules run (src/content/claimIndex.ts, parseFile's line table), and no rule calls the claims
 * grammar or the parser again. Before, a save's data went from the check into src/content/claims.ts and back
 * six times over: the rules split references, formatted figures and judged deadlines themselves.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { checkFile } from '../../src/check/checkFile';
import { CONTENT_FILES } from '../../src/content/collections';
import { claimIndex } from '../../src/content/claimIndex';
import { parseFile } from '../../src/content/frontmatter/parseFile';
import { REAL_CONTENT } from './helpers/contentFixture';
import { editorContext } from './helpers/editorContext';

const calls = vi.hoisted(() => {
  const calls = { watching: false, made: [] as string[], counted };
  /** Every function a module exports, counted while `calls.watching`; its constants as they are. */
  function counted(module: Record<string, unknown>, name: string) {
    return Object.fromEntries(
      Object.entries(module).map(([key, value]) => [
        key,
        typeof value === 'function'
          ? (...args: unknown[]) => {
              if (calls.watching) calls.made.push(`${name}.${key}`);
              return (value as (...args: unknown[]) => unknown)(...args);
            }
          : value,
      ]),
    );
  }
  return calls;
});

vi.mock('../../src/content/claims', async (original) => calls.counted(await original(), 'claims'));
vi.mock('../../src/content/claimIndex', async (original) => calls.counted(await original(), 'claimIndex'));
vi.mock('../../src/content/frontmatter/parseFile', async (original) => calls.counted(await original(), 'parseFile'));

const TODAY = new Date('2026-11-23T12:00:00+08:00');
const real = (file: string) => readFileSync(join(REAL_CONTENT, file), 'utf8');
const context = editorContext(TODAY);

describe('the check of one file', () => {
  it.each(Object.keys(CONTENT_FILES))(
    '%s: reads the parsed file and the claims index, and calls neither again',
    (key) => {
      const file = `content/${key}`;
      const parsed = parseFile(real(key));
      const own = key === 'claims.md' ? { ...context, claims: claimIndex(parsed.data, TODAY) } : context;
      calls.made = [];
      calls.watching = true;
      const problems = checkFile(file, parsed, own);
      calls.watching = false;
      // Which list item leaves a page with its target is the pages' own answer (show.ts targetUses), which the
      // expiry warning asks for as the pages do: it splits the texts that name claims, and nothing else is called.
      expect(calls.made.filter((call) => call !== 'claims.splitClaimRefs')).toEqual([]);
      // The real content passes its check: what was judged is the file, not an empty one.
      expect(problems.filter((problem) => problem.severity === 'error')).toEqual([]);
    },
  );

  it('still says what a reference shows, from the index', () => {
    const page = real('pages/businessIntro.mdx').replace(/^heading: .*$/m, 'heading: 关于{{staf}}');
    const problems = checkFile('content/pages/businessIntro.mdx', parseFile(page), context);
    expect(problems.map((problem) => problem.message)).toContain(
      '找不到数据编号 "staf"，您是不是要写 "staff"？如果是新数据，请先在 content/claims.md 中定义 (unknown claim id)',
    );
  });
});
