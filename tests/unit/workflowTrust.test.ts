/**
 * Pull-request code never runs beside a key. The rules of scripts/ci/workflows/trust.ts hold
 * for our workflows, and each one catches the mistake it is there for (seeded below, each once).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkTrust } from '../../scripts/ci/workflows/trust';

const FILES = readdirSync('.github/workflows').filter((file) => file.endsWith('.yml'));
const rules = (source: string) => checkTrust(source).map((finding) => finding.rule);

describe('the repository’s workflows', () => {
  it.each(FILES)('%s keeps pull-request code away from every key', (file) => {
    expect(checkTrust(readFileSync(`.github/workflows/${file}`, 'utf8'))).toEqual([]);
  });

  it('the workflow that builds pull requests has no secret and only a read token; the ones with keys use environments', () => {
    const text = (file: string) => readFileSync(`.github/workflows/${file}`, 'utf8');
    expect(text('preview.yml')).not.toMatch(/secrets\.|environment:|: write/);
    // A branch of this repository deploys in `preview`; a fork's waits in `preview-fork` for its reviewers.
    expect(text('preview-deploy.yml')).toMatch(
      /^ {4}environment: \$\{\{ needs\.pull-request\.outputs\.fork == 'false' && 'preview' \|\| 'preview-fork' \}\}$/m,
    );
    expect(text('preview-close.yml')).toMatch(/^ {4}environment: preview$/m);
    expect(text('release.yml')).toMatch(/^ {4}environment: production$/m);
    expect(text('rollback.yml')).toMatch(/^ {4}environment: production$/m);
  });
});

describe('each rule catches its mistake', () => {
  it('a pull_request job that can see a deploy secret (the first preview workflow did)', () => {
    const seeded = `
on: pull_request
permissions: { contents: read, pull-requests: write }
jobs:
  preview:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
      - run: npm ci && npm run build
      - run: npm run deploy -- --preview 1
        env:
          DEPLOY_SSH_KEY: \${{ secrets.DEPLOY_SSH_KEY }}
`;
    expect(rules(seeded)).toEqual(['pull-request-code-holds-a-key', 'secret-outside-environment']);
  });

  it('pull_request_target checking out the pull request’s head', () => {
    const seeded = `
on: pull_request_target
permissions: { contents: read }
jobs:
  build:
    runs-on: ubuntu-latest
    environment: preview
    steps:
      - uses: actions/checkout@v4
        with:
          ref: \${{ github.event.pull_request.head.sha }}
      - run: npm ci
`;
    expect(rules(seeded)).toEqual(['privileged-job-checks-out-pull-request']);
  });

  it('workflow_run checking out the run’s head, when the run may have been a pull request’s', () => {
    const seeded = `
on:
  workflow_run: { workflows: [Preview], types: [completed] }
jobs:
  deploy:
    runs-on: ubuntu-latest
    steps:
      - uses: actions/checkout@v4
        with:
          ref: \${{ github.event.workflow_run.head_sha }}
`;
    expect(rules(seeded)).toEqual(['privileged-job-checks-out-pull-request']);
    // After pushes only (the release workflow), the run's head is a pushed commit.
    expect(
      rules(seeded.replace('    runs-on:', "    if: github.event.workflow_run.event == 'push'\n    runs-on:")),
    ).toEqual([]);
  });

  it('workflow_run running a file of the downloaded artifact, or working inside it', () => {
    const job = (step: string) => `
on:
  workflow_run: { workflows: [Preview], types: [completed] }
jobs:
  deploy:
    runs-on: ubuntu-latest
    environment: preview
    steps:
      - uses: actions/checkout@v4
      - uses: actions/download-artifact@v4
        with:
          name: preview
          path: \${{ runner.temp }}/preview
${step}
`;
    expect(rules(job('      - run: npx tsx scripts/ci/checkArtifact.ts --dir "$RUNNER_TEMP/preview"'))).toEqual([]);
    expect(rules(job('      - run: bash "$RUNNER_TEMP/preview/deploy.sh"'))).toEqual(['runs-a-downloaded-file']);
    expect(rules(job('      - run: node $RUNNER_TEMP/preview/build/x.js'))).toEqual(['runs-a-downloaded-file']);
    expect(rules(job('      - run: npm ci\n        working-directory: ${{ runner.temp }}/preview'))).toEqual([
      'runs-a-downloaded-file',
    ]);
    expect(rules(job('      - uses: ./${{ runner.temp }}/preview/action'))).toEqual(['runs-a-downloaded-file']);
  });

  it('a deploy secret outside an environment (a release job without environment: production)', () => {
    const seeded = readFileSync('.github/workflows/release.yml', 'utf8').replace(/^ {4}environment: production\n/m, '');
    expect(rules(seeded)).toEqual(['secret-outside-environment']);
  });

  it('another owner’s action by a tag in a job that holds a key (the comment action was, beside the preview key)', () => {
    const deploy = readFileSync('.github/workflows/preview-deploy.yml', 'utf8');
    const seeded = deploy.replace(/sticky-pull-request-comment@[0-9a-f]{40}/g, 'sticky-pull-request-comment@v2');
    expect(rules(seeded)).toEqual(['key-beside-unpinned-action']);
  });
});
