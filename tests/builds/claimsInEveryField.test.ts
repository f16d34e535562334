/**
 * Every text field may reference a company figure as `{{claimId}}` (content/README, the field
 * reference): the content check accepts it in any of them, so every page must show it filled in.
 * The site is built with a reference added to every text field of every page and of site.md;
 * no page may then show one as typed. A field rendered without claim handling is invisible to
 * placeholders.test.ts until an editor writes a reference into it, and then only the visitors see it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, test } from 'vitest';
import { claimLabel } from '../../src/content/claims';
import { CONTENT_FILES } from '../../src/content/collections';
import { parseFile } from '../../src/content/frontmatter/parseFile';
import { childSchema, leaves, metaOf, unwrap } from '../../src/content/schemaWalk';
import type { z } from 'zod';
import type { ClaimsContent } from '../../src/content/schemas/claims';
import { NOT_FOUND, ROUTES } from '../../src/content/routes';
import { fixture, pageFile, REPO } from '../deploy/helpers';
import { placeholdersLeft } from './placeholdersLeft';
import { buildVariant, editFrontmatter, removeVariant } from '../deploy/variantBuild';

const claims = (parseFile(readFileSync(join(REPO, 'content/claims.md'), 'utf8')).data as ClaimsContent).claims;
/** A figure without a year: a dated one must say its year in the sentence (the copy check). */
const CLAIM = 'partnerAgencies';
/** For the five nav labels that share one line on a phone: the shortest figure, so that the five fit it. */
const SHORT_CLAIM = 'staff';
/** Spaced as the typography check asks: none after Chinese punctuation, one after anything else. */
const withReference = (text: string) => `${text}${/[，。；：！？、）」』》]$/.test(text) ? '' : ' '}{{${CLAIM}}}`;
/** claims.md and glossary.md hold the figures and the editors' word list, not page text. */
const PAGE_TEXT_FILES = Object.entries(CONTENT_FILES).filter(
  ([file]) => file !== 'claims.md' && file !== 'glossary.md',
);

/** A field of a group whose texts share one line (schemas `maxTotal`: the header's nav). */
function sharesALine(schema: z.ZodType, path: readonly (string | number)[]): boolean {
  const group = path.slice(0, -1).reduce<z.ZodType | undefined>((node, key) => node && childSchema(node, key), schema);
  return group !== undefined && (metaOf(group).maxTotal ?? metaOf(unwrap(group)).maxTotal) !== undefined;
}

let fieldsEdited = 0;
const build = fixture(
  () =>
    buildVariant({
      label: 'claims-everywhere',
      editContent: (contentDir) => {
        for (const [file, schema] of PAGE_TEXT_FILES) {
          const path = join(contentDir, file);
          const data = parseFile(readFileSync(path, 'utf8')).data;
          const texts = leaves(schema, data).filter((leaf) => leaf.kind === 'text' && typeof leaf.value === 'string');
          editFrontmatter(path, (doc) => {
            // A field laid out for a few characters (schemas `fits`) holds the reference alone:
            // its text and the figure together would be refused as too long, and the build would stop.
            for (const { path: fieldPath, value, maxLength } of texts)
              doc.setIn(
                fieldPath,
                sharesALine(schema, fieldPath)
                  ? `{{${SHORT_CLAIM}}}`
                  : maxLength === undefined
                    ? withReference(String(value))
                    : `{{${CLAIM}}}`,
              );
          });
          fieldsEdited += texts.length;
        }
      },
    }),
  async (variant) => removeVariant(variant),
);

describe(`every text field holding {{${CLAIM}}}`, () => {
  test('the variant really puts a reference into the fields', () => {
    build();
    expect(claims[CLAIM], `${CLAIM} is a claim in content/claims.md`).toBeDefined();
    expect(fieldsEdited).toBeGreaterThan(100);
  });

  for (const path of [...Object.values(ROUTES).map((route) => route.path), NOT_FOUND.path])
    test(`${path} shows every reference as the figure`, () => {
      const file = pageFile(build().clientDir, '', path);
      expect(placeholdersLeft(file)).toEqual([]);
      expect(readFileSync(file, 'utf8')).toContain(claimLabel(claims, CLAIM));
    });
});
