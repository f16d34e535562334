import type { z } from 'zod';
import { fillClaims } from './claimText';
import type { Claims } from './siteData';
import { childSchema, metaOf, unwrap } from './schemaWalk';

/**
 * Content as the pages get it: every `{{claimId}}` in a text field filled in as plain words, at
 * build time. The content check accepts a reference in any text field, and most are rendered as
 * they are (headings, labels, alternative texts), where a reference would show as typed. Fields
 * built with `prose` keep theirs: <Text> renders them, marking each figure.
 */
export function fillClaimFields<T>(schema: z.ZodType, data: T, claims: Claims): T {
  return fill(schema, data, claims) as T;
}

function fill(schema: z.ZodType | undefined, value: unknown, claims: Claims): unknown {
  if (!schema) return value;
  if (typeof value === 'string') {
    const meta = { ...metaOf(unwrap(schema)), ...metaOf(schema) };
    return meta.kind === 'text' && meta.figures !== 'marked' ? fillClaims(claims, value) : value;
  }
  if (Array.isArray(value)) return value.map((item, index) => fill(childSchema(schema, index), item, claims));
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, fill(childSchema(schema, key), item, claims)]),
    );
  return value;
}
