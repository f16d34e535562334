/**
 * The speculation rules every page declares (moving between pages should feel instant where the
 * browser allows it). Chromium prerenders a same-site page link once the pointer rests on it
 * (`moderate`: about 200 ms of hover, or pointer-down), and prefetches the same links where it will
 * not prerender (memory saver, data saver, a DevTools session, its limit of two moderate prerenders).
 * Firefox and WebKit ignore the element. Document rules match the page's own links: no URL is written twice.
 */
import { scriptJson } from './seo';

/**
 * Links under the site's prefix that must not be speculated: anything opening a new tab, same-page
 * anchors (the skip link, the business sub-nav), downloads.
 */
const EXCLUDED_LINKS = 'a[target="_blank"], a[href^="#"], a[download], a[rel~="nofollow"]';

/** Applications rather than pages: `/admin/` is the browser editor (docs/cms.md), whose prerender would load a CMS on a hover. */
const UNSPECULATED_PATHS = ['admin'];

type Condition = { href_matches: string } | { selector_matches: string } | { not: Condition } | { and: Condition[] };

/**
 * The rules for a site served under `base` (`/`, or a preview's `/preview/pr-12/`). `href_matches`
 * patterns are resolved against the page's own URL, so `${base}*` matches same-origin links under
 * the prefix only: external addresses, `tel:` and `mailto:` never match.
 */
export function speculationRules(base: string) {
  const prefix = base.endsWith('/') ? base : `${base}/`;
  const where: Condition = {
    and: [
      { href_matches: `${prefix}*` },
      ...UNSPECULATED_PATHS.flatMap((path): Condition[] => [
        { not: { href_matches: `${prefix}${path}` } },
        { not: { href_matches: `${prefix}${path}/*` } },
      ]),
      { not: { selector_matches: EXCLUDED_LINKS } },
    ],
  };
  const rule = { source: 'document', where, eagerness: 'moderate' } as const;
  return { prerender: [rule], prefetch: [rule] };
}

/** The text of the `<script type="speculationrules">` element. */
export function speculationRulesScript(base: string): string {
  return scriptJson(speculationRules(base));
}
