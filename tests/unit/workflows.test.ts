import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Step {
  run?: string;
  uses?: string;
  with?: Record<string, unknown>;
  env?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  permissions?: Record<string, string>;
  jobs: Record<string, { container?: string; env?: Record<string, string>; steps: Step[] }>;
}
const workflow = (name: string) => parse(readFileSync(`.github/workflows/${name}`, 'utf8')) as Workflow;
const runs = (flow: Workflow) => Object.values(flow.jobs).flatMap((job) => job.steps.map((step) => step.run ?? ''));

describe('repository workflows', () => {
  it('CI runs the same entry point as our CI (.ci/run → npm test) on pushes and pull requests, on Debian', () => {
    const ci = workflow('ci.yml');
    expect(Object.keys(ci.on)).toEqual(expect.arrayContaining(['push', 'pull_request']));
    expect(runs(ci)).toContain('bash .ci/run');
    expect(Object.values(ci.jobs)[0]?.container).toMatch(/bookworm/);
  });

  it('Preview builds every pull request under its own path prefix with its nginx configuration', () => {
    const preview = workflow('preview.yml');
    expect(Object.keys(preview.on)).toContain('pull_request');
    const job = Object.values(preview.jobs)[0];
    expect(job?.env?.BASE_PATH).toBe('/preview/pr-${{ github.event.number }}/');
    expect(runs(preview)).toEqual(expect.arrayContaining(['npm run build']));
    expect(runs(preview).some((run) => run.startsWith('npm run deploy:nginx -- --base-path'))).toBe(true);
    expect(job?.steps.some((step) => step.uses?.startsWith('actions/upload-artifact'))).toBe(true);
    expect(job?.env?.SITE_PREVIEW, 'previews mark sample values').toBe('1');
  });

  it('Preview runs the review report against the base branch, uploads it and posts its summary', () => {
    const preview = workflow('preview.yml');
    const steps = Object.values(preview.jobs).flatMap((job) => job.steps);
    const review = steps.find((step) => step.run?.includes('npm run review -- --base'));
    expect(review?.run).toContain('origin/${{ github.base_ref }}');
    expect(steps.find((step) => step.uses?.startsWith('actions/checkout'))?.with?.['fetch-depth']).toBe(0);
    const uploads = steps.filter((step) => step.uses?.startsWith('actions/upload-artifact'));
    expect(uploads.map((step) => step.with?.path)).toContain('review/');
    const comment = steps.find((step) => step.with?.path === 'review/summary.md');
    expect(comment?.uses).toBeTruthy();
    expect(preview.permissions?.['pull-requests']).toBe('write');
    expect(steps.indexOf(review ?? {})).toBeLessThan(steps.indexOf(comment ?? {}));
  });

  it('Release runs the release check before it builds', () => {
    const release = runs(workflow('release.yml'));
    expect(release).toContain('npm run check:release');
    expect(release.indexOf('npm run check:release')).toBeLessThan(release.indexOf('npm run build'));
  });

  it('every npm script a workflow runs exists', () => {
    const scripts = Object.keys((JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: object }).scripts);
    const used = [workflow('ci.yml'), workflow('preview.yml'), workflow('release.yml')]
      .flatMap(runs)
      .flatMap((run) => [...run.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1]));
    for (const script of used) expect(scripts).toContain(script);
  });
});
