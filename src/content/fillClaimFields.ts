import type { z } from 'zod';
import { fillClaims, proseOf } from './claimText';
import type { Shown } from './prose';
import type { Claims } from './siteData';
import { childSchema, metaOf, unwrap } from './schemaWalk';

/**
 * Every `{{claimId}}` of a text field filled in, the one place a claim is formatted for a page: as plain words
 * (a heading, a label, an alternative text), or in a `prose` field as Prose, whose figures <Text> marks.
 */
export function fillClaimFields<T>(schema: z.ZodType, data: T, claims: Claims): Shown<T> {
  return fill(schema, data, claims) as Shown<T>;
}

function fill(schema: z.ZodType | undefined, value: unknown, claims: Claims): unknown {
  if (!schema) return value;
  if (typeof value === 'string') {
    const meta = { ...metaOf(unwrap(schema)), ...metaOf(schema) };
    if (meta.kind !== 'text') return value;
    return meta.figures === 'marked' ? proseOf(claims, value) : fillClaims(claims, value);
  }
  if (Array.isArray(value)) return value.map((item, index) => fill(childSchema(schema, index), item, claims));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fill(childSchema(schema, key), item, claims)]),
    );
  return value;
}
