import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { FORK_ENVIRONMENT } from '../../scripts/ci/waitingComment';

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
  environment?: string;
  concurrency?: { group: string; 'cancel-in-progress': boolean };
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

  it('Preview builds every pull request under its own path prefix, forks included, with no secret', () => {
    const preview = workflow('preview.yml');
    expect(preview.on).toEqual({ pull_request: null });
    expect(preview.permissions).toEqual({ contents: 'read' });
    const job = Object.values(preview.jobs)[0];
    expect(job?.if, 'no job skips forks').toBeUndefined();
    expect(job?.env?.BASE_PATH).toBe('/preview/pr-${{ github.event.number }}/');
    expect(job?.env?.SITE_PREVIEW, 'previews mark sample values').toBe('1');
    expect(runs(preview)).toEqual(expect.arrayContaining(['npm run build']));
    expect(text('preview.yml')).not.toContain('secrets.');
    const review = stepRunning(preview, 'npm run review -- --base');
    // The base branch through the environment: a name is text, never pasted into the script.
    expect(review?.env?.BASE_REF).toBe('${{ github.base_ref }}');
    expect(review?.run).toContain('npm run review -- --base "origin/$BASE_REF"');
    expect(steps(preview).find((step) => step.uses?.startsWith('actions/checkout'))?.with?.['fetch-depth']).toBe(0);
  });

  it('Preview runs the content check first: annotations at the lines, before anything is installed or built', () => {
    const all = steps(workflow('preview.yml'));
    const check = all.findIndex((step) => step.id === 'content');
    expect(all[check]?.run).toBe('npm run content:check -- --format=github --json content-check.json');
    expect(all[check]?.if, 'an ordinary step: when it fails, every later step is skipped').toBeUndefined();
    expect(all.findIndex((step) => step.run === 'npm ci --no-audit --no-fund')).toBe(check - 1);
    const later = (command: string) => all.findIndex((step) => step.run?.includes(command));
    for (const command of ['apt-get install', 'npm run build', 'npm run review'])
      expect(later(command), command).toBeGreaterThan(check);
  });

  it('Preview uploads the check’s result, the build and the report as one artifact, also when the check failed', () => {
    const uploads = steps(workflow('preview.yml')).filter((step) => step.uses?.startsWith('actions/upload-artifact'));
    expect(uploads).toHaveLength(1);
    expect(uploads[0]?.if).toBe('always()');
    expect(uploads[0]?.with?.name).toBe('preview');
    expect(String(uploads[0]?.with?.path).trim().split('\n')).toEqual([
      'content-check.json',
      'build/client/',
      'review/',
      // The server has no type for the Markdown summary (it went to the job summary), nor is the work folder served.
      '!review/summary.md',
      '!review/.work/',
    ]);
  });

  it('Preview deploy takes the pull request from the event, checks the artifact as data, asks what is open, then comments and deploys', () => {
    const flow = workflow('preview-deploy.yml');
    expect(flow.on).toEqual({ workflow_run: { workflows: ['Preview'], types: ['completed'] } });
    const asked = flow.jobs['pull-request']?.steps ?? [];
    const pr = asked.find((step) => step.id === 'pr');
    expect(pr?.env).toMatchObject({
      HEAD_REPOSITORY: '${{ github.event.workflow_run.head_repository.full_name }}',
      HEAD_SHA: '${{ github.event.workflow_run.head_sha }}',
    });
    // The artifact is data, checked in both jobs: where it decides the comment, and where the key is.
    for (const steps of [asked, flow.jobs.deploy?.steps ?? []]) {
      const download = steps.find((step) => step.uses?.startsWith('actions/download-artifact'));
      expect(download?.with?.['run-id']).toBe('${{ github.event.workflow_run.id }}');
      expect(
        steps.some((step) => step.run?.startsWith('npx tsx scripts/ci/checkArtifact.ts --dir "$RUNNER_TEMP/preview"')),
      ).toBe(true);
    }
    // Content problems are commented without a key or an approval, forks' too, and nothing is deployed.
    const problems = asked.find((step) => step.run?.includes('--problems'));
    expect(problems?.if).toBe("steps.artifact.outputs.problems == 'true'");
    expect(problems?.env?.EDIT_REPOSITORY).toBe('${{ github.event.workflow_run.head_repository.full_name }}');
    expect(flow.jobs.deploy?.if).toBe(
      "needs.pull-request.outputs.preview == 'true' && needs.pull-request.outputs.problems != 'true' && needs.pull-request.outputs.site == 'true'",
    );
    const all = flow.jobs.deploy?.steps ?? [];
    const index = (predicate: (step: Step) => boolean) => all.findIndex(predicate);
    const check = index((step) => step.run?.includes('scripts/ci/checkArtifact.ts') ?? false);
    const open = index((step) => step.id === 'open');
    const comment = index((step) => step.run?.includes('--url "$PREVIEW_ORIGIN"') ?? false);
    const deploy = index((step) => step.id === 'deploy');
    const status = index((step) => step.run?.includes('scripts/ci/previewStatus.ts') ?? false);
    const sticky = index((step) => step.uses?.startsWith('marocchino/sticky-pull-request-comment') ?? false);
    expect([check, open, comment, deploy, status, sticky].every((at, i, list) => at > (list[i - 1] ?? -1))).toBe(true);
    // The editor's 查看预览 link is set only once the preview is live, on the commit the run built.
    expect(all[status]?.if).toBe("steps.deploy.outputs.deployed == 'true'");
    expect(all[status]?.env?.HEAD_SHA).toBe('${{ github.event.workflow_run.head_sha }}');
    expect(all[sticky]?.with).toEqual({
      header: 'review-report',
      number: '${{ needs.pull-request.outputs.number }}',
      path: '${{ runner.temp }}/comment/comment.md',
    });
    // Nothing of the deploy decides where an editor saves: no branch is passed (the editor asks GitHub).
    expect(all[deploy]?.run).not.toContain('--branch');
    expect(all[deploy]?.run).toContain('--open "$OPEN"');
    // Full previews (exit code 3) are a comment, not a failed job; any other failure fails it.
    expect(all[deploy]?.run).toContain('[ "$code" -eq 0 ] || [ "$code" -eq 3 ]');
    const full = all.find((step) => step.run?.includes('--full "$RUNNER_TEMP/full.txt"'));
    expect(full?.if).toBe("steps.deploy.outputs.deployed == 'false'");
  });

  it('a fork’s preview waits for a maintainer: its deploy runs in the environment with required reviewers, and the comment says so first', () => {
    const flow = workflow('preview-deploy.yml');
    expect(flow.jobs['pull-request']?.if).toBe(
      "github.event.workflow_run.event == 'pull_request' && github.event.workflow_run.conclusion != 'cancelled'",
    );
    expect((flow.jobs.deploy as Job & { needs?: string }).needs).toBe('pull-request');
    // Anything but a clear 'false' waits for a maintainer: a missing output never skips the approval.
    expect(flow.jobs.deploy?.environment).toBe(
      `\${{ needs.pull-request.outputs.fork == 'false' && 'preview' || '${FORK_ENVIRONMENT}' }}`,
    );
    const asked = flow.jobs['pull-request']?.steps ?? [];
    const waiting = asked.find((step) => step.run?.includes('--waiting'));
    expect(waiting?.if).toBe(
      "steps.artifact.outputs.problems != 'true' && steps.artifact.outputs.site == 'true' && steps.pr.outputs.fork == 'true'",
    );
    expect(waiting?.env?.RUN_URL).toBe(
      '${{ github.server_url }}/${{ github.repository }}/actions/runs/${{ github.run_id }}',
    );
    // The comment names the commit the approval deploys: the run's, from the event.
    expect(waiting?.env?.HEAD_SHA).toBe('${{ github.event.workflow_run.head_sha }}');
    expect(waiting?.run).toContain('--sha "$HEAD_SHA"');
    const posted = asked.find((step) => step.uses?.startsWith('marocchino/sticky-pull-request-comment'));
    expect(posted?.if).toContain("steps.pr.outputs.fork == 'true'");
    // The job that tells holds no key and no environment: it never waits for anyone.
    expect(flow.jobs['pull-request']?.environment).toBeUndefined();
    expect(JSON.stringify(flow.jobs['pull-request'])).not.toContain('secrets.');
  });

  it('one pull request’s deploys and its removal share one group, none cancelled; a pull request closed meanwhile is removed, not deployed', () => {
    const deploy = workflow('preview-deploy.yml').jobs.deploy;
    const close = Object.values(workflow('preview-close.yml').jobs)[0];
    expect(deploy?.concurrency).toEqual({
      group: 'preview-pr-${{ needs.pull-request.outputs.number }}',
      'cancel-in-progress': false,
    });
    expect(close?.concurrency).toEqual({ group: 'preview-pr-${{ github.event.number }}', 'cancel-in-progress': false });
    const steps = deploy?.steps ?? [];
    const open = steps.find((step) => step.id === 'open');
    expect(open?.run).toBe(
      'npx tsx scripts/ci/openPullRequests.ts --pr "$PR" --head-sha "$HEAD_SHA" --head-repository "$HEAD_REPOSITORY" >> "$GITHUB_OUTPUT"',
    );
    expect(steps.find((step) => step.id === 'deploy')?.if).toBe("steps.open.outputs.state == 'deploy'");
    const removal = steps.find((step) => step.run?.includes('--remove-preview'));
    expect(removal?.if).toBe("steps.open.outputs.state == 'closed'");
    expect(removal?.run).toBe('exec npm run deploy -- --remove-preview "$PR"');
  });

  it('an approval covers one commit: after it, right before deploying, the deploy job refuses an artifact whose run’s head is not the pull request’s head', () => {
    const deploy = workflow('preview-deploy.yml').jobs.deploy;
    const all = deploy?.steps ?? [];
    const open = all.findIndex((step) => step.id === 'open');
    // In the job GitHub holds for the approval, so it runs after it, and after the artifact was downloaded.
    expect(deploy?.environment).toContain(FORK_ENVIRONMENT);
    expect(open).toBeGreaterThan(all.findIndex((step) => step.uses?.startsWith('actions/download-artifact')));
    expect(all[open]?.env).toMatchObject({
      HEAD_SHA: '${{ github.event.workflow_run.head_sha }}',
      HEAD_REPOSITORY: '${{ github.event.workflow_run.head_repository.full_name }}',
      DEFAULT_BRANCH: '${{ github.event.repository.default_branch }}',
    });
    // Everything that publishes waits for GitHub's word that the head is still the run's.
    const publishing = all.filter(
      (step) =>
        step.id === 'deploy' ||
        step.run?.includes('--url "$PREVIEW_ORIGIN"') ||
        step.run?.includes('scripts/ci/previewStatus.ts'),
    );
    expect(publishing).toHaveLength(3);
    for (const step of publishing.slice(0, 2)) expect(step.if).toBe("steps.open.outputs.state == 'deploy'");
    // Changed since the run: the comment says a new run is needed, it is posted, and the job ends red.
    const changed = all.filter((step) => step.if === "steps.open.outputs.state == 'changed'");
    expect(changed.map((step) => step.run)).toEqual([
      'npx tsx scripts/ci/previewComment.ts --pr "$PR" --changed "$HEAD_SHA" --out "$RUNNER_TEMP/comment"',
      'exit 1',
    ]);
    const sticky = all.find((step) => step.uses?.startsWith('marocchino/sticky-pull-request-comment'));
    expect(sticky?.if).toBe("steps.open.outputs.state == 'deploy' || steps.open.outputs.state == 'changed'");
  });

  it('only a pull request into the default branch gets a preview: another base downloads and deploys nothing', () => {
    const flow = workflow('preview-deploy.yml');
    const asked = flow.jobs['pull-request']?.steps ?? [];
    expect(asked.find((step) => step.id === 'pr')?.env?.DEFAULT_BRANCH).toBe(
      '${{ github.event.repository.default_branch }}',
    );
    for (const step of asked.filter(
      (one) => one.id === 'artifact' || one.uses?.startsWith('actions/download-artifact'),
    ))
      expect(step.if).toBe("steps.pr.outputs.preview == 'true'");
    expect(flow.jobs.deploy?.if).toContain("needs.pull-request.outputs.preview == 'true'");
  });

  it('a job that holds a key runs no other owner’s action by a tag: each is pinned by its commit', () => {
    for (const file of FILES)
      for (const job of Object.values(workflow(file).jobs))
        for (const step of job.steps)
          if (
            step.uses &&
            !step.uses.startsWith('actions/') &&
            (job.environment || JSON.stringify(job).includes('secrets.'))
          )
            expect(step.uses, file).toMatch(/@[0-9a-f]{40}$/);
  });

  it('no run: block pastes text the pull request’s author controls into a shell script', () => {
    const untrusted =
      /\$\{\{\s*github\.(head_ref|base_ref|event\.pull_request\.(title|body|head\.(ref|label|repo\.full_name)))/;
    for (const file of FILES) for (const run of runs(workflow(file))) expect(run, file).not.toMatch(untrusted);
  });

  it('closing a pull request removes its preview, a fork’s too, with the default branch’s code', () => {
    const close = workflow('preview-close.yml');
    expect(close.on.pull_request_target).toEqual({ types: ['closed'] });
    expect(runs(close)).toContain('exec npm run deploy -- --remove-preview "$PR"');
    expect(close.jobs.remove?.if).toBe("github.event_name == 'pull_request_target'");
    const checkout = steps(close).find((step) => step.uses?.startsWith('actions/checkout'));
    expect(checkout?.with).toEqual({ 'persist-credentials': false });
  });

  it('every day, from the default branch, every preview whose pull request is not open is removed', () => {
    const close = workflow('preview-close.yml');
    expect(Object.keys(close.on).sort()).toEqual(['pull_request_target', 'schedule', 'workflow_dispatch']);
    const prune = close.jobs.prune;
    expect(prune?.if).toBe("github.event_name != 'pull_request_target'");
    expect(prune?.environment).toBe('preview');
    expect(prune?.steps.map((step) => step.run).filter(Boolean)).toEqual(
      expect.arrayContaining([
        'npx tsx scripts/ci/openPullRequests.ts >> "$GITHUB_OUTPUT"',
        'exec npm run deploy -- --prune-previews --open "$OPEN"',
      ]),
    );
  });

  it('Release deploys production after CI passed on main: release check, build, deploy, in that order', () => {
    const release = workflow('release.yml');
    expect(release.on.workflow_run).toEqual({ workflows: ['CI'], types: ['completed'], branches: ['main'] });
    expect(Object.keys(release.on).sort()).toEqual(['workflow_dispatch', 'workflow_run']);
    const job = Object.values(release.jobs)[0];
    expect(job?.if).toContain("github.event.workflow_run.conclusion == 'success'");
    expect(job?.if).toContain("github.event.workflow_run.event == 'push'");
    // exec: a cancelled job's SIGINT/SIGTERM reaches npm, which passes it to the deploy.
    const order = ['npm run check:release', 'npm run build', 'exec npm run deploy'].map((run) =>
      runs(release).indexOf(run),
    );
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(runs(workflow('rollback.yml'))).toContain('exec npm run deploy:rollback');
  });

  it('every option a workflow gives npm run deploy is one the command knows (an unknown one stops it with exit 2)', () => {
    const known = readFileSync('scripts/deploy/deploy.ts', 'utf8');
    const given = FILES.flatMap((file) => runs(workflow(file)))
      .filter((run) => /npm run deploy -- /.test(run))
      .flatMap((run) => [...run.matchAll(/ (--[a-z-]+)/g)].map((match) => match[1] ?? ''));
    expect(given).toContain('--prune-previews');
    for (const option of new Set(given)) {
      const name = option.slice(2);
      expect(known.includes(`'${name}': {`) || known.includes(`\n  ${name}: {`), option).toBe(true);
    }
  });

  it('a cancelled job’s signal reaches the deploy: the deploys that hold the server’s lock exec npm, and npm execs the deploy', () => {
    const deploys = ['release.yml', 'rollback.yml', 'preview-close.yml'].flatMap((file) =>
      runs(workflow(file)).filter((run) => /npm run deploy\b/.test(run)),
    );
    expect(deploys).toHaveLength(4);
    for (const run of deploys) expect(run.trimStart()).toMatch(/^exec npm run deploy/);
    const scripts = (JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
    // One process (tsx as Node's loader): tsx's own command relays a signal and kills its child 30 ms later
    // if the child has not said it got it, which a busy machine missed (deployFaults: ssh left running).
    expect(scripts.deploy).toBe('exec node --import tsx scripts/deploy/deploy.ts');
    expect(scripts['deploy:rollback']).toBe('exec node --import tsx scripts/deploy/rollback.ts');
  });

  it('Release builds /admin/ after the site (whose build replaces build/) and before the deploy, no secret in it', () => {
    const flow = workflow('release.yml');
    const order = ['npm run build', 'npm run build:admin', 'exec npm run deploy'].map((run) =>
      runs(flow).findIndex((line) => line === run || line.startsWith(`${run} --`)),
    );
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    const env = stepRunning(flow, 'npm run build:admin')?.env ?? {};
    expect(env.CMS_REPO).toBe('${{ vars.CMS_REPO || github.repository }}');
    // Sign-in needs no setting: the editor signs in through the site's own origin (deploy/sign-in.js).
    expect(Object.keys(env).sort()).toEqual(['CMS_BRANCH', 'CMS_REPO']);
    expect(Object.values(env).join(' ')).not.toContain('secrets.');
  });

  it('deploy settings come only from environment secrets; tokens write only what a job must', () => {
    const allowedWrites: Record<string, string[]> = { 'preview-deploy.yml': ['pull-requests', 'statuses'] };
    for (const file of FILES) {
      const flow = workflow(file);
      expect(flow.permissions?.contents, file).toBe('read');
      for (const [name, level] of Object.entries(flow.permissions ?? {})) {
        expect(level === 'read' || (allowedWrites[file] ?? []).includes(name), `${file} ${name}`).toBe(true);
      }
      for (const step of steps(flow)) {
        for (const [name, value] of Object.entries(step.env ?? {})) {
          if (name.startsWith('DEPLOY_')) expect(value, `${file} ${name}`).toBe(`\${{ secrets.${name} }}`);
        }
      }
      expect(text(file), file).not.toMatch(/PRIVATE KEY|ssh-(ed25519|rsa) AAAA/);
    }
    // Production deploys and rollbacks queue in the workflows too (the server's lock is the guarantee).
    for (const file of ['release.yml', 'rollback.yml'])
      expect(workflow(file).concurrency?.group, file).toBe('deploy-server');
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
