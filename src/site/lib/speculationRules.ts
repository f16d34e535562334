/**
 * The speculation rules every page declares (DESIGN §8: moving between pages is instant where the
 * browser allows it). Chromium prerenders a same-site page link once the pointer rests on it
 * (`moderate`: about 200 ms of hover, or pointer-down), and prefetches the same links as a
 * fallback where it will not prerender (memory saver, data saver, a DevTools session, its limit
 * of two moderate prerenders). Firefox and WebKit ignore the element.
 *
 * The rules are document rules, matched against the links of the page, so no URL is written here
 * twice: a new page or link is covered as soon as it is rendered.
 */

/** Eagerness of both rules: hover or pointer-down (Chromium's `moderate`). */
export const SPECULATION_EAGERNESS = 'moderate';

/**
 * Links a page has that must not be speculated even though they are under the site's prefix:
 * anything opening a new tab (the login link and the developer platform's 在新窗口打开 link point
 * elsewhere anyway), same-page anchors (the skip link, the business sub-nav), downloads.
 */
const EXCLUDED_LINKS = 'a[target="_blank"], a[href^="#"], a[download], a[rel~="nofollow"]';

/**
 * Path prefixes under the site's base that are applications rather than pages: `/admin/` is the
 * browser editor (DESIGN §13), whose prerender would load a CMS on a hover.
 */
export const UNSPECULATED_PATHS = ['admin'] as const;

type Condition = { href_matches: string } | { selector_matches: string } | { not: Condition } | { and: Condition[] };

export interface SpeculationRules {
  prerender: { source: 'document'; where: Condition; eagerness: typeof SPECULATION_EAGERNESS }[];
  prefetch: { source: 'document'; where: Condition; eagerness: typeof SPECULATION_EAGERNESS }[];
}

/**
 * The rules for a site served under `base` (`/`, or a preview's `/preview/pr-12/`). `href_matches`
 * patterns are resolved against the page's own URL, so `${base}*` matches same-origin links under
 * the prefix only: external addresses, `tel:` and `mailto:` never match.
 */
export function speculationRules(base: string): SpeculationRules {
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
  return {
    prerender: [{ source: 'document', where, eagerness: SPECULATION_EAGERNESS }],
    prefetch: [{ source: 'document', where, eagerness: SPECULATION_EAGERNESS }],
  };
}

/** The text of the `<script type="speculationrules">` element (JSON; no `<` can end the element). */
export function speculationRulesScript(base: string): string {
  return JSON.stringify(speculationRules(base)).replaceAll('<', '\\u003c');
}
