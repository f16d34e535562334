/**
 * An expired target leaves the pages by itself (a claim whose deadline passed is no longer shown as a goal). The site is built with the
 * clock on the target's deadline day and on the day after (SITE_TODAY, read by the loaders and the
 * content check alike): on the day itself the target is still a goal and shows; the day after,
 * the feature and the figure card built on it are gone from the built page, the rest of the
 * section stays, and the content check warns once per place. Expected texts come from content/.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { fillClaimLabels, fillClaims } from '../../src/content/claims';
import { parseFile } from '../../src/content/frontmatter/parseFile';
import type { BusinessIntroContent } from '../../src/content/schemas/businessIntro';
import type { ClaimsContent } from '../../src/content/schemas/claims';
import { fixture, pageFile, REPO } from '../deploy/helpers';
import { buildVariant, removeVariant } from '../deploy/variantBuild';

const read = (file: string) => parseFile(readFileSync(join(REPO, 'content', file), 'utf8')).data;
const claims = (read('claims.md') as ClaimsContent).claims;
const TARGET = 'agencyTarget';
const deadline = claims[TARGET]?.deadline ?? '';
const dayAfter = new Date(Date.parse(`${deadline}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

const sections = (read('pages/businessIntro.mdx') as BusinessIntroContent).sections;
const sectionIndex = sections.findIndex((candidate) =>
  candidate.features.some((feature) => feature.text.includes(`{{${TARGET}}}`)),
);
const section = sections[sectionIndex];
const featureIndex = section?.features.findIndex((candidate) => candidate.text.includes(`{{${TARGET}}}`)) ?? -1;
const feature = section?.features[featureIndex];
const figureIndex = section?.figures.indexOf(TARGET) ?? -1;
/** The target sentence, the target's figure-card label and a sentence of the same section that stays. */
const sentence = fillClaims(claims, feature?.text ?? '');
const cardLabel = fillClaimLabels(claims)[TARGET]?.label ?? '';
const staying = fillClaims(claims, section?.lead ?? '');

/** The page's visible text: tags removed (figures are marked inside sentences), entities as characters. */
function pageText(clientDir: string): string {
  const html = readFileSync(pageFile(clientDir, '', '/businessIntro'), 'utf8');
  return html
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&');
}

function contentCheck(day: string): string {
  const run = spawnSync('npx', ['tsx', 'scripts/cli/contentCheck.ts'], {
    cwd: REPO,
    env: { ...process.env, SITE_TODAY: day },
    encoding: 'utf8',
  });
  return `${run.stdout}${run.stderr}`;
}

const onDeadline = fixture(
  () => buildVariant({ label: 'target-deadline-day', env: { SITE_TODAY: deadline } }),
  async (variant) => removeVariant(variant),
);
const afterDeadline = fixture(
  () => buildVariant({ label: 'target-day-after', env: { SITE_TODAY: dayAfter } }),
  async (variant) => removeVariant(variant),
);

describe(`the target "${TARGET}" (deadline ${deadline})`, () => {
  test('content/ really has a target sentence and a figure card for it', () => {
    expect(deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(section?.figures).toContain(TARGET);
    expect(sentence).not.toContain('{{');
    expect(cardLabel).not.toContain('{{');
  });

  test('on the deadline day it is still a goal: the sentence and its figure card show, and nothing warns', () => {
    const text = pageText(onDeadline().clientDir);
    expect(text).toContain(sentence);
    expect(text).toContain(cardLabel);
    expect(contentCheck(deadline)).not.toContain('(expired target');
  });

  test('the day after, the built page no longer shows the sentence nor the card; the rest of the section stays', () => {
    const text = pageText(afterDeadline().clientDir);
    expect(text).not.toContain(sentence);
    expect(text).not.toContain(cardLabel);
    expect(text).toContain(staying);
  });

  test('the day after, the content check warns once for each place that left the page', () => {
    const output = contentCheck(dayAfter);
    const warnings = output
      .split('\n')
      .filter((line) => line.includes('(expired target: the item is hidden from the page)'));
    // Each warning as "file field": the line numbers are the content's business, the places are the test's.
    expect(warnings.map((line) => line.replace(/^警告 \(warning\) (\S+):\d+ (\S+): .*$/, '$1 $2'))).toEqual([
      `content/pages/businessIntro.mdx sections[${sectionIndex}].figures[${figureIndex}]`,
      `content/pages/businessIntro.mdx sections[${sectionIndex}].features[${featureIndex}].text`,
    ]);
    expect(output).toContain('内容检查通过');
  });
});
