import type { MDXProps } from 'mdx/types';
import type { JSX } from 'react';
import * as claimsFile from '../../content/claims.md';
import * as siteFile from '../../content/site.md';
import type { ClaimsContent } from './schemas/claims';
import type { SiteContent } from './schemas/site';

/**
 * Typed access to content. The frontmatter was validated against these very schemas by
 * the content check before the build could start, so the casts below are checked facts.
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

export const site = siteFile.frontmatter as SiteContent;
export const claims = (claimsFile.frontmatter as ClaimsContent).claims;
