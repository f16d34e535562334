/** Which releases a deploy keeps and which one a rollback returns to (scripts/deploy/layout.ts). */
import { expect, test } from 'vitest';
import {
  previewBase,
  previewKeyOptions,
  releaseId,
  releasesToPrune,
  rollbackTarget,
  serverPaths,
} from '../../scripts/deploy/layout';

test('release ids sort by time and carry the commit when known', () => {
  const early = releaseId(new Date('2026-11-23T03:15:00.123Z'), '');
  const late = releaseId(new Date('2026-11-23T03:15:00.124Z'), 'abcdef0123456789');
  expect(early).toBe('20261123T031500123Z');
  expect(late).toBe('20261123T031500124Z-abcdef0');
  expect([late, early].sort()).toEqual([early, late]);
});

test('pruning keeps the newest DEPLOY_KEEP releases and always the live one', () => {
  const ids = ['r1', 'r2', 'r3', 'r4', 'r5'];
  expect(releasesToPrune(ids, 'r5', 2)).toEqual(['r1', 'r2', 'r3']);
  // After a rollback the live release may be older than the newest ones: it stays.
  expect(releasesToPrune(ids, 'r2', 2)).toEqual(['r1', 'r3']);
});

test('a rollback returns to the newest release older than the live one', () => {
  expect(rollbackTarget(['r1', 'r2', 'r3'], 'r3')).toBe('r2');
  expect(rollbackTarget(['r1', 'r2', 'r3'], 'r2')).toBe('r1');
  expect(rollbackTarget(['r1'], 'r1')).toBeUndefined();
});

test('a preview’s folder is named as its address: /preview/pr-12/ is <DEPLOY_PATH>/preview/pr-12/', () => {
  expect(previewBase(12)).toBe('/preview/pr-12/');
  expect(serverPaths('/srv/www/site')).toMatchObject({
    previews: '/srv/www/site/preview',
    current: '/srv/www/site/current',
    releases: '/srv/www/site/releases',
  });
  // The preview key: rsync into that folder only (the deploy test tries everything else with it).
  expect(previewKeyOptions('/srv/www/site/preview')).toBe(
    'restrict,command="/usr/bin/rrsync -munge /srv/www/site/preview"',
  );
});
