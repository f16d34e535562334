import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lintWorkflow, type Finding } from '../../scripts/ci/workflows/lint';
import { maskExpressions } from '../../scripts/ci/workflows/runBlocks';

/**
 * npm run lint:workflows (run by npm test on the real workflows) must catch the mistakes a workflow
 * edit makes (docs/deploy.md, "Workflow linting"): each is seeded into a copy of a real preview workflow.
 */
const lineOf = (text: string, needle: string) => text.split('\n').findIndex((line) => line.includes(needle)) + 1;

async function seeded(
  from: string,
  to: string,
  file = 'preview-deploy.yml',
): Promise<{ findings: Finding[]; line: number }> {
  const real = readFileSync(`.github/workflows/${file}`, 'utf8');
  expect(real.split(from).length, `seed ${from}`).toBe(2);
  const text = real.replace(from, to);
  return { findings: await lintWorkflow(file, text), line: lineOf(text, to.split('\n')[0] ?? to) };
}
const summary = (findings: Finding[]) => findings.map((finding) => [finding.line, finding.rule, finding.message]);

describe('npm run lint:workflows', () => {
  it('a secret where it is not available (a step’s if:)', { timeout: 30_000 }, async () => {
    const { findings, line } = await seeded(
      "if: steps.deploy.outputs.deployed == 'false'\n        env:\n          PR:",
      "if: secrets.DEPLOY_HOST != ''\n        env:\n          PR:",
    );
    expect(summary(findings)).toEqual([
      [
        line,
        'actionlint: expression',
        expect.stringMatching(/^context "secrets" is not allowed here\. available contexts are "env", "github",/),
      ],
    ]);
  });

  it('a broken ${{ }} expression', { timeout: 30_000 }, async () => {
    const { findings, line } = await seeded(
      'PREVIEW_ORIGIN: ${{ secrets.DEPLOY_PREVIEW_URL }}',
      'PREVIEW_ORIGIN: ${{ secrets.DEPLOY_PREVIEW_URL == }}',
    );
    expect(summary(findings)).toEqual([
      [line, 'actionlint: expression', expect.stringMatching(/^unexpected end of input while parsing/)],
    ]);
  });

  it('an unknown input to a known action', { timeout: 30_000 }, async () => {
    const { findings, line } = await seeded('fetch-depth: 0', 'fetch-dept: 0', 'preview.yml');
    expect(summary(findings)).toEqual([
      [
        line,
        'actionlint: action',
        expect.stringMatching(/^input "fetch-dept" is not defined in action "actions\/checkout@v4"/),
      ],
    ]);
  });

  it('shellcheck on a run: block, at the line inside the block', { timeout: 30_000 }, async () => {
    const { findings, line } = await seeded(
      'safe.directory "$GITHUB_WORKSPACE"',
      'safe.directory $GITHUB_WORKSPACE',
      'preview.yml',
    );
    expect(summary(findings)).toEqual([
      [
        line,
        'shellcheck: SC2086',
        'Double quote to prevent globbing and word splitting. (in "build / Review report against the base branch")',
      ],
    ]);
  });

  it('masks ${{ }} so shellcheck does not read it as a shell expansion, keeping columns', () => {
    expect(maskExpressions('echo "${{ github.event.number }}" $X')).toBe('echo "__________________________" $X');
  });
});
