/**
 * No built page shows an editor's placeholder as it was typed: every `{{claimId}}` in content
 * must reach the visitor as its figure, and every `{n}`-style label placeholder as its value.
 * A field rendered without claim handling showed `出票、退票、改签 {{serviceHours}}处理` on
 * /contactUs while the content check passed: this reads what visitors read, not what the check
 * thinks is rendered. claimsInEveryField.test.ts does the same for fields that hold no claim today.
 */
import { describe, expect, it } from 'vitest';
import { NOT_FOUND, ROUTES } from '../../src/content/routes';
import { CLIENT_DIR, pageFile } from '../deploy/helpers';
import { placeholdersLeft } from './placeholdersLeft';

describe('placeholders in the built pages', () => {
  for (const path of [...Object.values(ROUTES).map((route) => route.path), NOT_FOUND.path]) {
    it(`${path} shows every placeholder filled in`, () => {
      expect(placeholdersLeft(pageFile(CLIENT_DIR, '', path))).toEqual([]);
    });
  }
});
