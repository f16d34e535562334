import type { z } from 'zod';
import { claimIndex, type ClaimIndex } from '../content/claimIndex';
import { CONTENT_FILES } from '../content/collections';
import type { GlossaryContent } from '../content/schemas/glossary';
import type { SiteContent } from '../content/schemas/site';
import { EMPTY_GLOSSARY } from './rules/glossary';
import type { FileContext, ReadFile } from './types';

export const CLAIMS_FILE = 'content/claims.md';
const GLOSSARY_FILE = 'content/glossary.md';
const SITE_FILE = 'content/site.md';

export const schemaOf = (file: string) => CONTENT_FILES[file.replace(/^content\//, '')] as z.ZodType | undefined;

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
  const claims = read(CLAIMS_FILE);
  // claims.md's index from its raw data, when it could be read: one broken claim leaves every reference known.
  const index = claims?.readable && claims.entry ? claimIndex(claims.entry.parsed.data, today) : null;
  return contextWith({ claims: index, ...files }, images, today);
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
  const claims = data.claims === undefined ? null : claimIndex(data.claims, data.today);
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
