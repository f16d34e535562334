import type { z } from 'zod';
import { isStale } from '../content/claims';
import { CONTENT_FILES } from '../content/collections';
import type { ClaimsContent } from '../content/schemas/claims';
import type { GlossaryContent } from '../content/schemas/glossary';
import type { SiteContent } from '../content/schemas/site';
import { readContentFile } from './readContentFile';
import type { ClaimIndex } from './rules/claimChecks';
import { EMPTY_GLOSSARY } from './rules/glossary';
import type { FileContext, ReadFile } from './types';

export const CLAIMS_FILE = 'content/claims.md';
const GLOSSARY_FILE = 'content/glossary.md';
const SITE_FILE = 'content/site.md';

export const schemaOf = (file: string) => CONTENT_FILES[file.replace(/^content\//, '')] as z.ZodType | undefined;

/** claims.md's index when it could be read, from the raw data: one broken claim leaves every reference known. */
export function claimsOf(read: ReadFile | undefined, today: Date): ClaimIndex | null {
  if (!read?.readable || !read.entry) return null;
  const raw = (read.entry.parsed.data as Partial<ClaimsContent> | undefined)?.claims;
  const claims: ClaimIndex['claims'] = raw && typeof raw === 'object' ? raw : {};
  const stale = new Set(Object.keys(claims).filter((id) => isStale(String(claims[id]?.deadline ?? ''), today)));
  return { claims, stale };
}

/** What one file's rules know of claims.md, glossary.md and site.md as read (one that failed its schema says nothing). */
export function contextFrom(
  read: (file: string) => ReadFile | undefined,
  images: readonly string[],
  today: Date,
): FileContext {
  const valid = <T>(file: string) => {
    const found = read(file);
    return found?.readable ? (found.entry?.valid as T | undefined) : undefined;
  };
  const glossary = valid<GlossaryContent>(GLOSSARY_FILE);
  const site = valid<Partial<SiteContent>>(SITE_FILE);
  return {
    claims: claimsOf(read(CLAIMS_FILE), today),
    glossary: glossary
      ? { terms: glossary.terms, words: glossary.words ?? [], apart: glossary.apart ?? [] }
      : EMPTY_GLOSSARY,
    images,
    today,
    titleTemplate:
      site?.titleTemplate && site.company?.name
        ? site.titleTemplate.replaceAll('{company}', site.company.name)
        : '{page}',
  };
}

type SiteTexts = { claims: string; glossary: string; site: string; images: readonly string[]; today: Date };

/** The context of every file, from the texts of claims.md, glossary.md and site.md, as the browser editor has them. */
export function contextOf(texts: SiteTexts): FileContext {
  const text: Record<string, string> = {
    [CLAIMS_FILE]: texts.claims,
    [GLOSSARY_FILE]: texts.glossary,
    [SITE_FILE]: texts.site,
  };
  const read = (file: string) => readContentFile(file, text[file] ?? '', schemaOf(file) as z.ZodType, texts.images);
  return contextFrom(read, texts.images, texts.today);
}
