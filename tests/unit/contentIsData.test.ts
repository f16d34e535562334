import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compile } from '@mdx-js/mdx';
import remarkFrontmatter from 'remark-frontmatter';
import { describe, expect, it, onTestFinished } from 'vitest';
import { checkContent } from '../../src/check/checkContent';
import { copyFixes } from '../../src/check/rules/copyFix';
import { formatProblem, renderProblem } from '../../src/check/problem';
import { releaseGroups } from '../../src/check/release/releaseCheck';
import { contentPlugin } from '../../scripts/build/vite/contentPlugin';
import { panelHtml } from '../../scripts/build/vite/devErrorPage';
import { contentMdx } from '../../scripts/build/vite/yamlFrontmatter';
import { contentIsDataCases } from '../fixtures/bad-content/contentIsData';
import { expectedProblem } from './helpers/expectedProblem';
import { linkProject, makeContentFixture } from './helpers/contentFixture';

/**
 * Content is data wherever it is read (nothing in it ever runs): the cases of tests/fixtures/bad-content/contentIsData.ts,
 * each in its own file of one copy of the content, through `npm run content:check`, `npm run build`, the
 * Vite plugins the build and `npm run dev` run, and the other scripts that read content. Each prints the
 * case's one message; the code in them never runs (its marker file never appears).
 */

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const TODAY = new Date('2024-06-01T12:00:00Z');
const STACK_FRAME = /^\s+at\s/m;

function everyCase() {
  const cases = contentIsDataCases();
  const made = makeContentFixture(cases.flatMap((badCase) => badCase.edits));
  onTestFinished(made.cleanup);
  const problems = cases.flatMap((badCase) => badCase.expected).map((expected) => expectedProblem(made, expected));
  return {
    made,
    problems,
    headlines: problems.map(formatProblem),
    /** Headline and code frame, as the terminal prints them, for the cases whose frame is written down. */
    blocks: problems.filter((problem) => problem.frame).map(renderProblem),
    nothingRan: () => {
      for (const { marker } of cases) if (marker) expect(existsSync(marker), marker).toBe(false);
    },
  };
}

/** A project folder whose code is the repository's and whose content is the fixture's. */
const project = (root: string) => linkProject(root, REPO);

describe('content that is not data, wherever it is read', () => {
  it('npm run content:check: one located message per file, nothing else, and nothing runs', { timeout: 60_000 }, () => {
    const { made, headlines, blocks, nothingRan } = everyCase();
    const result = spawnSync('npx', ['tsx', 'scripts/cli/contentCheck.ts', '--root', made.root], {
      cwd: REPO,
      encoding: 'utf8',
    });
    const output = `${result.stdout}${result.stderr}`;
    for (const headline of headlines) expect(output).toContain(`${headline}\n`);
    for (const block of blocks) expect(output).toContain(block);
    expect(output.trimEnd().split('\n').at(-1)).toMatch(/^内容检查未通过：11 个错误 /);
    expect(output).not.toMatch(STACK_FRAME);
    expect(result.status).toBe(1);
    nothingRan();
  });

  it(
    'npm run build: stops with the same messages, the previous build untouched, and nothing runs',
    { timeout: 60_000 },
    () => {
      const { made, headlines, nothingRan } = everyCase();
      project(made.root);
      const previous = join(made.root, 'build', 'client', 'index.html');
      mkdirSync(join(made.root, 'build', 'client'), { recursive: true });
      writeFileSync(previous, '<!doctype html><title>last good build</title>');
      const result = spawnSync('npx', ['tsx', 'scripts/build/build.ts'], { cwd: made.root, encoding: 'utf8' });
      for (const headline of headlines) expect(result.stderr).toContain(headline);
      expect(result.status).not.toBe(0);
      expect(readFileSync(previous, 'utf8')).toBe('<!doctype html><title>last good build</title>');
      nothingRan();
    },
  );

  it('the build’s and npm run dev’s content plugin: no content module loads, the dev panel lists the messages', async () => {
    const { made, headlines, nothingRan } = everyCase();
    const plugin = contentPlugin(made.root);
    const load = plugin.load as (this: { error(error: Error): never }, id: string) => unknown;
    const fail = (error: Error): never => {
      throw error;
    };
    await expect(load.call({ error: fail }, join(made.root, 'content/pages/contactUs.mdx'))).rejects.toThrow(
      headlines[0] as string,
    );
    const panel = panelHtml(checkContent({ root: made.root, today: TODAY }).problems, false);
    for (const headline of headlines)
      expect(panel).toContain(
        headline.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;'),
      );
    nothingRan();
  });

  it('the MDX compiler refuses each file before parsing it, even without the content check', async () => {
    const { made, problems, nothingRan } = everyCase();
    const plugin = contentMdx();
    const context = {
      error(message: string): never {
        throw new Error(message);
      },
    };
    for (const { file, line, message } of problems) {
      const id = join(made.root, file);
      const code = readFileSync(id, 'utf8');
      // An alias bomb is found only by expanding the YAML, which the compiler never does: the loaders get the
      // front matter from the build's one reading (virtual:content), so the compiler sets it aside unread.
      if (message.includes('YAML aliases expand'))
        expect(String((await plugin.transform.call(context, code, id))?.code)).not.toContain('lol');
      else
        await expect(async () => plugin.transform.call(context, code, id)).rejects.toThrow(`${id}:${line} ${message}`);
    }
    nothingRan();
  });

  it('why it must: remark-frontmatter takes ---js for text, and a { … } under it for code of the page', async () => {
    const marker = join(tmpdir(), `content-ran-${randomUUID()}.txt`);
    const page = `---js\n{(require('fs').writeFileSync(${JSON.stringify(marker)}, 'ran'), '联系我们')}\n---\n`;
    expect(String(await compile(page, { remarkPlugins: [remarkFrontmatter] }))).toContain('writeFileSync');
    const context = {
      error(message: string): never {
        throw new Error(message);
      },
    };
    await expect(async () => contentMdx().transform.call(context, page, 'contactUs.mdx')).rejects.toThrow(
      '内容文件只能用 YAML 写开头的字段',
    );
    expect(existsSync(marker)).toBe(false);
  });

  it('npm run content:fix and npm run check:release read the same files without running them', () => {
    const { made, headlines, nothingRan } = everyCase();
    expect(() => copyFixes(made.root)).not.toThrow();
    const { errors } = releaseGroups(made.root, TODAY);
    for (const headline of headlines) expect(errors.map(formatProblem)).toContain(headline);
    nothingRan();
  });
});
