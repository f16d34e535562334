import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { commentMarkdown } from '../../scripts/deploy/previewComment';

interface Step {
  id?: string;
  if?: string;
  name?: string;
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Job {
  if?: string;
  container?: string | { image: string; options?: string };
  env?: Record<string, string>;
  steps: Step[];
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  jobs: Record<string, Job>;
}
const FILES = readdirSync('.github/workflows').filter((file) => file.endsWith('.yml'));
const text = (name: string) => readFileSync(`.github/workflows/${name}`, 'utf8');
const workflow = (name: string) => parse(text(name)) as Workflow;
const steps = (flow: Workflow) => Object.values(flow.jobs).flatMap((job) => job.steps);
const runs = (flow: Workflow) => steps(flow).map((step) => step.run ?? '');
const stepRunning = (flow: Workflow, command: string) => steps(flow).find((step) => step.run?.includes(command));

describe('repository workflows', () => {
  it('CI runs the same entry point as our CI (.ci/run → npm test) on pushes and pull requests, on Debian', () => {
    const ci = workflow('ci.yml');
    expect(Object.keys(ci.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
    expect(runs(ci)).toContain('bash .ci/run');
    const container = Object.values(ci.jobs)[0]?.container;
    expect(typeof container === 'string' ? container : container?.image).toMatch(/bookworm/);
  });

  it('Preview builds every pull request under its own path prefix with its nginx configuration', () => {
    const preview = workflow('preview.yml');
    expect(Object.keys(preview.on)).toContain('pull_request');
    const job = Object.values(preview.jobs)[0];
    expect(job?.env?.BASE_PATH).toBe('/preview/pr-${{ github.event.number }}/');
    expect(runs(preview)).toEqual(expect.arrayContaining(['npm run build']));
    expect(runs(preview).some((run) => run.startsWith('npm run deploy:nginx -- --base-path'))).toBe(true);
    expect(job?.env?.SITE_PREVIEW, 'previews mark sample values').toBe('1');
  });

  it('Preview deploys the build and the review report with npm run deploy, then posts one sticky comment', () => {
    const preview = workflow('preview.yml');
    const all = steps(preview);
    const review = stepRunning(preview, 'npm run review -- --base');
    expect(review?.run).toContain('origin/${{ github.base_ref }}');
    expect(all.find((step) => step.uses?.startsWith('actions/checkout'))?.with?.['fetch-depth']).toBe(0);
    const comment = stepRunning(
      preview,
      'scripts/deploy/previewComment.ts --pr "${{ github.event.number }}" --review review --url',
    );
    const deploy = stepRunning(preview, 'npm run deploy -- --preview');
    expect(deploy?.run).toBe('npm run deploy -- --preview "${{ github.event.number }}" --review review');
    expect(deploy?.if).toBe("steps.target.outputs.deploy == 'true'");
    const sticky = all.filter((step) => step.uses?.startsWith('marocchino/sticky-pull-request-comment')).at(-1);
    expect(sticky?.with).toEqual({ header: 'review-report', path: 'review/comment.md' });
    expect(preview.permissions?.['pull-requests']).toBe('write');
    // The QR image is written into the report before the report is uploaded with the preview.
    const order = [review, comment, deploy, sticky].map((step) => all.indexOf(step ?? {}));
    expect(order.every((index, i) => index >= 0 && (i === 0 || index > (order[i - 1] ?? 0)))).toBe(true);
  });

  it('a fork’s pull request (no secrets) keeps the artifacts and says so in the job summary', () => {
    const preview = workflow('preview.yml');
    const all = steps(preview);
    const target = all.find((step) => step.id === 'target');
    expect(target?.env).toEqual({ DEPLOY_HOST: '${{ secrets.DEPLOY_HOST }}' });
    expect(target?.run).toContain('deploy=false');
    const uploads = all.filter((step) => step.uses?.startsWith('actions/upload-artifact'));
    expect(uploads.map((step) => [step.with?.path, step.if])).toEqual([
      ['build/', undefined],
      ['review/', undefined],
    ]);
    const summary = all.filter((step) => step.run?.includes('$GITHUB_STEP_SUMMARY')).at(-1);
    expect(summary?.if).toBe("steps.target.outputs.deploy != 'true'");
    const sticky = all.filter((step) => step.uses?.startsWith('marocchino/sticky-pull-request-comment')).at(-1);
    expect(sticky?.if).toBe('github.event.pull_request.head.repo.full_name == github.repository');
  });

  it('Preview runs the content check first: annotations at the lines, before anything is installed or built', () => {
    const all = steps(workflow('preview.yml'));
    const check = all.findIndex((step) => step.id === 'content');
    expect(all[check]?.run).toBe('npm run content:check -- --format=github --json content-check.json');
    expect(all[check]?.if, 'an ordinary step: when it fails, every later step is skipped').toBeUndefined();
    expect(all.findIndex((step) => step.run === 'npm ci --no-audit --no-fund')).toBe(check - 1);
    const later = (command: string) => all.findIndex((step) => step.run?.includes(command));
    for (const command of ['apt-get install', 'npm run build', 'npm run review', 'npm run deploy --'])
      expect(later(command), command).toBeGreaterThan(check);
  });

  it('with content errors the sticky comment lists them (a fork: the job summary), and nothing is built or deployed', () => {
    const all = steps(workflow('preview.yml'));
    const check = all.findIndex((step) => step.id === 'content');
    const problems = all.find((step) => step.id === 'problems');
    expect(problems?.if).toBe("failure() && steps.content.outcome == 'failure'");
    expect(problems?.run?.replace(/\s+/g, ' ').trim()).toBe(
      'npx tsx scripts/deploy/previewComment.ts --pr "${{ github.event.number }}" --review review --problems content-check.json --server "$EDIT_SERVER" --repository "$EDIT_REPOSITORY" --branch "$EDIT_BRANCH"',
    );
    expect(problems?.env).toEqual({
      EDIT_SERVER: '${{ github.server_url }}',
      EDIT_REPOSITORY: '${{ github.event.pull_request.head.repo.full_name }}',
      EDIT_BRANCH: '${{ github.head_ref }}',
    });
    const sameRepo = 'github.event.pull_request.head.repo.full_name == github.repository';
    const fork = 'github.event.pull_request.head.repo.full_name != github.repository';
    const after = "failure() && steps.problems.outcome == 'success'";
    const forkSummary = all.find((step) => step.if === `${after} && ${fork}`);
    expect(forkSummary?.run).toBe('cat review/comment.md >> "$GITHUB_STEP_SUMMARY"');
    const sticky = all.find((step) => step.if === `${after} && ${sameRepo}`);
    expect(sticky?.uses).toBe('marocchino/sticky-pull-request-comment@v2');
    // The same sticky comment as the preview's: it replaces a stale preview link instead of adding a second comment.
    expect(sticky?.with).toEqual({ header: 'review-report', path: 'review/comment.md' });
    // Only these three run after a failure; every other step after the check needs it to have passed.
    const afterFailure = all.slice(check + 1).filter((step) => /failure\(\)|always\(\)/.test(step.if ?? ''));
    expect(afterFailure).toEqual([problems, forkSummary, sticky]);
    expect(all.indexOf(sticky ?? {})).toBeLessThan(all.findIndex((step) => step.run === 'npm run build'));
  });

  it('no run: block pastes text the pull request’s author controls into a shell script', () => {
    const untrusted = /\$\{\{\s*github\.(head_ref|event\.pull_request\.(title|body|head\.(ref|label|repo\.full_name)))/;
    for (const file of FILES) for (const run of runs(workflow(file))) expect(run, file).not.toMatch(untrusted);
  });

  it('closing a pull request removes its preview', () => {
    const close = workflow('preview-close.yml');
    expect(close.on).toEqual({ pull_request: { types: ['closed'] } });
    expect(runs(close)).toContain('npm run deploy -- --remove-preview "${{ github.event.number }}"');
    expect(Object.values(close.jobs)[0]?.if).toBe('github.event.pull_request.head.repo.full_name == github.repository');
  });

  it('Release deploys production after CI passed on main: release check, build, deploy, in that order', () => {
    const release = workflow('release.yml');
    expect(release.on.workflow_run).toEqual({ workflows: ['CI'], types: ['completed'], branches: ['main'] });
    expect(Object.keys(release.on).sort()).toEqual(['workflow_dispatch', 'workflow_run']);
    const job = Object.values(release.jobs)[0];
    expect(job?.if).toContain("github.event.workflow_run.conclusion == 'success'");
    expect(job?.if).toContain("github.event.workflow_run.event == 'push'");
    const order = ['npm run check:release', 'npm run build', 'npm run deploy'].map((run) => runs(release).indexOf(run));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(runs(workflow('rollback.yml'))).toContain('npm run deploy:rollback');
  });

  it('Preview and Release build /admin/ after the site (whose build replaces build/) and before the deploy, no secret in it', () => {
    for (const file of ['preview.yml', 'release.yml']) {
      const flow = workflow(file);
      const order = ['npm run build', 'npm run build:admin', 'npm run deploy'].map((run) =>
        runs(flow).findIndex((line) => line === run || line.startsWith(`${run} --`)),
      );
      expect(
        order.every((index) => index >= 0),
        file,
      ).toBe(true);
      expect(
        [...order].sort((a, b) => a - b),
        file,
      ).toEqual(order);
      const env = stepRunning(flow, 'npm run build:admin')?.env ?? {};
      expect(env.CMS_REPO, file).toBe('${{ vars.CMS_REPO || github.repository }}');
      expect(env.CMS_AUTH_URL, file).toBe('${{ vars.CMS_AUTH_URL }}');
      expect(Object.values(env).join(' '), file).not.toContain('secrets.');
    }
    // A preview's editor saves into pull requests against the previewed branch.
    expect(stepRunning(workflow('preview.yml'), 'npm run build:admin')?.env?.CMS_BRANCH).toBe('${{ github.head_ref }}');
  });

  it('deploy settings come only from secrets, permissions stay read-only, one deploy at a time', () => {
    for (const file of FILES) {
      const flow = workflow(file);
      expect(flow.permissions?.contents, file).toBe('read');
      for (const [name, level] of Object.entries(flow.permissions ?? {})) {
        expect(level === 'read' || (file === 'preview.yml' && name === 'pull-requests'), `${file} ${name}`).toBe(true);
      }
      for (const step of steps(flow)) {
        for (const [name, value] of Object.entries(step.env ?? {})) {
          if (name.startsWith('DEPLOY_')) expect(value, `${file} ${name}`).toBe(`\${{ secrets.${name} }}`);
        }
      }
      expect(text(file), file).not.toMatch(/PRIVATE KEY|ssh-(ed25519|rsa) AAAA/);
      if (/npm run deploy\b/.test(text(file))) expect(flow.concurrency?.group, file).toBe('deploy-server');
    }
  });

  it('every npm script a workflow runs exists', () => {
    const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: object }).scripts);
    const used = FILES.map(workflow)
      .flatMap(runs)
      .flatMap((run) => [...run.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]));
    expect(used).toEqual(expect.arrayContaining(['deploy', 'deploy:rollback', 'check:release']));
    for (const script of used) expect(scripts).toContain(script);
  });
});

describe('the pull request’s sticky comment', () => {
  it('links the preview and its report, shows the QR code, then the review summary', () => {
    expect(commentMarkdown({ pr: 12, origin: 'https://www.example.com/', summary: '## 评审 (review)\n' })).toBe(
      [
        '### 预览 (preview)',
        '',
        '- 预览站 (preview): https://www.example.com/preview/pr-12/',
        '- 评审报告 (review report): https://www.example.com/preview/pr-12/_review/',
        '',
        '<img src="https://www.example.com/preview/pr-12/_review/qr.png" width="160" height="160" alt="预览站二维码 (QR code of the preview)">',
        '',
        '用手机（微信）扫码打开预览站 (scan to open the preview on a phone)',
        '',
        '## 评审 (review)',
        '',
      ].join('\n'),
    );
  });

  it('without a deploy (fork) it points to the artifacts instead', () => {
    expect(commentMarkdown({ pr: 12, summary: 'S' })).toContain(
      '预览站没有部署：来自 fork 的拉取请求拿不到部署密钥。请在本次运行的 Artifacts 里下载 `preview-site` 和 `review`。',
    );
  });
});
