import type { MDXProps } from 'mdx/types';
import type { JSX } from 'react';
import * as claimsFile from '../../content/claims.md';
import * as siteFile from '../../content/site.md';
import { fillClaimLabels } from './claimText';
import { imageTable, type ContentImage } from './images';
import type { ClaimsContent } from './schemas/claims';
import type { SiteContent } from './schemas/site';

/**
 * Typed access to content, for loaders: they run at build time and their results reach the
 * browser as each page's data, so content never travels as JavaScript. The frontmatter was
 * validated against these very schemas by the content check before the build could start,
 * so the casts below are checked facts.
 */
export interface ContentModule<T> {
  frontmatter: T;
  Body: (props: MDXProps) => JSX.Element;
}

export function contentOf<T>(module: {
  frontmatter: unknown;
  default: (props: MDXProps) => JSX.Element;
}): ContentModule<T> {
  return { frontmatter: module.frontmatter as T, Body: module.default };
}

/** Site content as pages use it: without the fields only editors' tools read. */
export type SiteTexts = Omit<SiteContent, 'samples'>;
export type Claims = ClaimsContent['claims'];

/** What every page needs: site-wide texts, company figures and the content images. */
export interface SiteData {
  site: SiteTexts;
  claims: Claims;
  images: Record<string, ContentImage>;
}

export function siteData(): SiteData {
  // `samples` is for the release check and the sample marks, which read content/site.md themselves.
  const site: SiteTexts & Partial<Pick<SiteContent, 'samples'>> = { ...(siteFile.frontmatter as SiteContent) };
  delete site.samples;
  // A label may name its target's deadline through `{{id.deadline}}`; pages get it as words.
  return { site, claims: fillClaimLabels((claimsFile.frontmatter as ClaimsContent).claims), images: imageTable() };
}
