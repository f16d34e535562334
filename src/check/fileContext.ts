import type { z } from 'zod';
import { isStale } from '../content/claimRefs';
import { CONTENT_FILES } from '../content/collections';
import type { ClaimsContent } from '../content/schemas/claims';
import type { GlossaryContent } from '../content/schemas/glossary';
import type { SiteContent } from '../content/schemas/site';
import { readContentFile } from './readContentFile';
import type { ClaimIndex } from './rules/claimChecks';
import { EMPTY_GLOSSARY, type Glossary } from './rules/glossary';
import type { FileContext, ReadFile } from './types';

/*
 * What one file's rules know of the other files (FileContext), from claims.md, glossary.md and
 * site.md as read: the terminal's check (checkContent.ts) gathers it from the files, the browser
 * editor from their texts (contextOf).
 */

export const CLAIMS_FILE = 'content/claims.md';
export const GLOSSARY_FILE = 'content/glossary.md';
export const SITE_FILE = 'content/site.md';

/** What claims.md says, as far as other files need it: ids come from the raw data, so one broken claim does not make every reference unknown. */
export function indexClaims(data: unknown, today: Date): ClaimIndex {
  const raw = (data as Partial<ClaimsContent> | undefined)?.claims;
  const claims: ClaimIndex['claims'] = raw && typeof raw === 'object' ? raw : {};
  const stale = new Set(Object.keys(claims).filter((id) => isStale(String(claims[id]?.deadline ?? ''), today)));
  return { claims, stale };
}

/** The glossary's rules, when glossary.md passed its schema. */
export function glossaryOf(glossary: ReadFile | undefined): Glossary {
  const valid = glossary?.readable ? (glossary.entry?.valid as GlossaryContent | undefined) : undefined;
  return valid ? { terms: valid.terms, words: valid.words ?? [], apart: valid.apart ?? [] } : EMPTY_GLOSSARY;
}

/** site.md's title template with the company name filled in, when site.md passed its schema. */
export function titleTemplateOf(site: ReadFile | undefined): string {
  const valid = site?.readable ? (site.entry?.valid as Partial<SiteContent> | undefined) : undefined;
  if (!valid?.titleTemplate || !valid.company?.name) return '{page}';
  return valid.titleTemplate.replaceAll('{company}', valid.company.name);
}

/** claims.md's index, when it could be read. */
export const claimsOf = (claims: ReadFile | undefined, today: Date): ClaimIndex | null =>
  claims?.readable && claims.entry ? indexClaims(claims.entry.parsed.data, today) : null;

/** The file's texts the rules of one file need, as the browser editor has them. */
export interface SiteTexts {
  /** content/claims.md as it is. */
  claims: string;
  /** content/glossary.md as it is. */
  glossary: string;
  /** content/site.md as it is (the page titles' template and company name). */
  site: string;
  /** File names in content/images/. */
  images: readonly string[];
  today: Date;
}

/** The context of every file, from the texts of claims.md and glossary.md. */
export function contextOf({ claims, glossary, site, images, today }: SiteTexts): FileContext {
  const read = (file: string, text: string) =>
    readContentFile(file, text, CONTENT_FILES[file.replace(/^content\//, '')] as z.ZodType, images);
  return {
    claims: claimsOf(read(CLAIMS_FILE, claims), today),
    glossary: glossaryOf(read(GLOSSARY_FILE, glossary)),
    images,
    today,
    titleTemplate: titleTemplateOf(read(SITE_FILE, site)),
  };
}
