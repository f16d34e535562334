import type { z } from 'zod';
import { isStale } from '../content/claims';
import { CONTENT_FILES } from '../content/collections';
import type { ClaimsContent } from '../content/schemas/claims';
import type { GlossaryContent } from '../content/schemas/glossary';
import type { SiteContent } from '../content/schemas/site';
import type { ClaimIndex } from './rules/claimChecks';
import { EMPTY_GLOSSARY } from './rules/glossary';
import type { FileContext, ReadFile } from './types';

export const CLAIMS_FILE = 'content/claims.md';
const GLOSSARY_FILE = 'content/glossary.md';
const SITE_FILE = 'content/site.md';

export const schemaOf = (file: string) => CONTENT_FILES[file.replace(/^content\//, '')] as z.ZodType | undefined;

/** claims.md's index when it could be read, from the raw data: one broken claim leaves every reference known. */
export function claimsOf(read: ReadFile | undefined, today: Date): ClaimIndex | null {
  return read?.readable && read.entry ? claimsIndex(read.entry.parsed.data, today) : null;
}

function claimsIndex(data: unknown, today: Date): ClaimIndex {
  const raw = (data as Partial<ClaimsContent> | undefined)?.claims;
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
  const valid = (file: string) => {
    const found = read(file);
    return found?.readable ? found.entry?.valid : undefined;
  };
  const files = { glossary: valid(GLOSSARY_FILE), site: valid(SITE_FILE) };
  return contextWith({ claims: claimsOf(read(CLAIMS_FILE), today), ...files }, images, today);
}

type SiteData = { claims: unknown; glossary: unknown; site: unknown; images: readonly string[]; today: Date };

/**
 * The context of every file, from claims.md, glossary.md and site.md as the browser editor's build parsed
 * them (`content/<file>?data`), each validated here as a read validates it: a save parses only its own file.
 */
export function contextOfData(data: SiteData): FileContext {
  const valid = (file: string, parsed: unknown) => schemaOf(file)?.safeParse(parsed ?? {}).data;
  const files = { glossary: valid(GLOSSARY_FILE, data.glossary), site: valid(SITE_FILE, data.site) };
  // No data is a file that could not be read: claim references are then not judged, as contextFrom does.
  const claims = data.claims === undefined ? null : claimsIndex(data.claims, data.today);
  return contextWith({ claims, ...files }, data.images, data.today);
}

function contextWith(
  files: { claims: ClaimIndex | null; glossary: unknown; site: unknown },
  images: readonly string[],
  today: Date,
): FileContext {
  const glossary = files.glossary as GlossaryContent | undefined;
  const site = files.site as Partial<SiteContent> | undefined;
  return {
    claims: files.claims,
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
