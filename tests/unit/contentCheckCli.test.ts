import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { addTarget } from '../fixtures/bad-content/cases';
import { makeContentFixture, type ContentEdit } from './helpers/contentFixture';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
/** A stack frame such as `    at checkContent (src/…:12:3)`: editors must never see one. */
const STACK_FRAME = /^\s+at\s/m;

function contentCheck(root: string) {
  const result = spawnSync('npx', ['tsx', 'scripts/cli/contentCheck.ts', '--root', root], {
    cwd: REPO,
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

function fixtureRoot(edits: ContentEdit[]): { root: string; lineOf: (file: string, needle: string) => number } {
  const made = makeContentFixture(edits);
  onTestFinished(made.cleanup);
  return made;
}

describe('npm run content:check', () => {
  it('prints errors before warnings, each with its code frame, and one summary line last', { timeout: 30_000 }, () => {
    const made = fixtureRoot([
      addTarget('2020-01-01'),
      { file: 'pages/contactUs.mdx', replace: ['hotlineNote: ', 'hotlineNote: 合作 {{partnerAgency}}，'] },
    ]);
    const { status, output } = contentCheck(made.root);
    const line = made.lineOf('pages/contactUs.mdx', 'hotlineNote:');
    const error = output.indexOf(
      `content/pages/contactUs.mdx:${line} hotlineNote: 找不到数据编号 "partnerAgency"，您是不是要写 "partnerAgencies"？`,
    );
    const warning = output.indexOf('警告 (warning) content/claims.md:');
    expect(error).toBeGreaterThan(-1);
    expect(warning).toBeGreaterThan(error);
    expect(output).toContain(`  ${line} | hotlineNote: 合作 {{partnerAgency}}，`);
    expect(output.trimEnd().split('\n').at(-1)).toMatch(
      /^内容检查未通过：1 个错误，\d+ 个警告 \(content check failed: 1 error, \d+ warnings?\) \[\d+ ms\]$/,
    );
    expect(status).toBe(1);
  });

  it('exits 0 when there are only warnings, and prints them', { timeout: 30_000 }, () => {
    const made = fixtureRoot([addTarget('2020-01-01')]);
    const { status, output } = contentCheck(made.root);
    expect(output).toContain(
      `警告 (warning) content/claims.md:${made.lineOf('claims.md', 'deadline: 2020-01-01')} claims.oldTarget.deadline: 数据 "oldTarget" 的目标截止日期已过，请更新这条数据或改写文字 (claim deadline has passed)`,
    );
    expect(output).toContain('内容检查通过');
    expect(status).toBe(0);
  });

  it('exits 1 on errors, printing each located line and no stack trace', { timeout: 30_000 }, () => {
    const made = fixtureRoot([
      { file: 'site.md', replace: ['image: banner-slide-2.svg', 'image: missing-slide.svg'] },
      { file: 'pages/supplierEn.mdx', append: '\n<Script />\n' },
    ]);
    const { status, output } = contentCheck(made.root);
    expect(output).toContain(
      `content/site.md:${made.lineOf('site.md', 'missing-slide.svg')} carousel.slides[1].image: 找不到图片文件 "missing-slide.svg"，请放到 content/images/ (image file not found)`,
    );
    expect(output).toContain(
      `content/pages/supplierEn.mdx:${made.lineOf('pages/supplierEn.mdx', '<Script />')} 正文 (body): 不允许使用组件 <Script>`,
    );
    expect(output).toContain('内容检查未通过');
    expect(output).not.toMatch(STACK_FRAME);
    expect(status).toBe(1);
  });

  it('exits 1 without a stack trace when the folder has no content at all', { timeout: 30_000 }, () => {
    const root = mkdtempSync(join(tmpdir(), 'content-check-empty-'));
    onTestFinished(() => rmSync(root, { recursive: true, force: true }));
    const { status, output } = contentCheck(root);
    expect(output).toContain('content/site.md:1 (文件 file): 缺少这个内容文件 (file is missing)');
    expect(output).not.toMatch(STACK_FRAME);
    expect(status).toBe(1);
  });
});
