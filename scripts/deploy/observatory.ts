/**
 * The part of Mozilla's HTTP Observatory grade that response headers decide, scored as its
 * published methodology does (mozilla/http-observatory, docs/scoring.md, 2024): start at 100,
 * add each test's modifier; bonuses count only when the score without them is 90 or more.
 * A pure function of the headers, so the audit's grade is checked without fetching anything.
 */

export interface ObservatoryInput {
  /** Response headers of the site's front page over HTTPS, names in lower case. */
  headers: Record<string, string | undefined>;
  /** The http:// address redirects to https:// on the same host (the port-80 server block). */
  redirectsToHttps: boolean;
}

export interface Modifier {
  test: string;
  result: string;
  score: number;
}

export interface ObservatoryGrade {
  score: number;
  grade: string;
  modifiers: Modifier[];
}

const GRADES: readonly [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

/** Directives whose http: sources only load passive content (images, media). */
const PASSIVE = new Set(['img-src', 'media-src']);
/** Referrer policies that never send the full address to other origins. */
const PRIVATE_REFERRERS = new Set(['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin']);
const UNSAFE_REFERRERS = new Set(['origin', 'origin-when-cross-origin', 'unsafe-url']);
const SIX_MONTHS = 15_768_000;

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().toLowerCase().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

function csp(policy: string | undefined): Modifier {
  const test = 'content-security-policy';
  if (!policy) return { test, result: 'csp-not-implemented', score: -25 };
  const parsed = directives(policy);
  const fallback = parsed.get('default-src') ?? [];
  const sources = (name: string) => parsed.get(name) ?? fallback;
  const scripts = sources('script-src');
  const insecure = (list: readonly string[]) => list.some((source) => /^http:/.test(source) || source === '*');
  if (scripts.includes("'unsafe-inline'") && !scripts.some((source) => /^'(sha|nonce)-/.test(source))) {
    return { test, result: 'csp-implemented-with-unsafe-inline', score: -20 };
  }
  const active = [...parsed.entries()].filter(([name]) => !PASSIVE.has(name)).flatMap(([, list]) => list);
  if (insecure(active)) return { test, result: 'csp-implemented-with-insecure-scheme', score: -20 };
  if (scripts.includes("'unsafe-eval'")) return { test, result: 'csp-implemented-with-unsafe-eval', score: -10 };
  if (insecure([...PASSIVE].flatMap(sources))) {
    return { test, result: 'csp-implemented-with-insecure-scheme-in-passive-content-only', score: -10 };
  }
  if (sources('style-src').includes("'unsafe-inline'")) {
    return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', score: 0 };
  }
  if (fallback.join(' ') === "'none'")
    return { test, result: 'csp-implemented-with-no-unsafe-default-src-none', score: 10 };
  return { test, result: 'csp-implemented-with-no-unsafe', score: 0 };
}

function hsts(value: string | undefined): Modifier {
  const test = 'strict-transport-security';
  if (!value) return { test, result: 'hsts-not-implemented', score: -20 };
  const maxAge = /max-age\s*=\s*"?(\d+)/i.exec(value)?.[1];
  if (maxAge === undefined) return { test, result: 'hsts-header-invalid', score: -20 };
  return Number(maxAge) >= SIX_MONTHS
    ? { test, result: 'hsts-implemented-max-age-at-least-six-months', score: 0 }
    : { test, result: 'hsts-implemented-max-age-less-than-six-months', score: -10 };
}

function referrer(value: string | undefined): Modifier {
  const test = 'referrer-policy';
  if (!value) return { test, result: 'referrer-policy-not-implemented', score: 0 };
  // The last policy a browser knows wins; the Observatory reads it the same way.
  const policy =
    value
      .toLowerCase()
      .split(',')
      .map((part) => part.trim())
      .pop() ?? '';
  if (PRIVATE_REFERRERS.has(policy)) return { test, result: 'referrer-policy-private', score: 5 };
  if (policy === 'no-referrer-when-downgrade')
    return { test, result: 'referrer-policy-no-referrer-when-downgrade', score: 0 };
  if (UNSAFE_REFERRERS.has(policy)) return { test, result: 'referrer-policy-unsafe', score: -5 };
  return { test, result: 'referrer-policy-header-invalid', score: -5 };
}

function frameOptions(value: string | undefined, policy: string | undefined): Modifier {
  const test = 'x-frame-options';
  if (policy && directives(policy).has('frame-ancestors')) {
    return { test, result: 'x-frame-options-implemented-via-csp', score: 5 };
  }
  if (!value) return { test, result: 'x-frame-options-not-implemented', score: -20 };
  return /^(deny|sameorigin)$/i.test(value.trim())
    ? { test, result: 'x-frame-options-sameorigin-or-deny', score: 0 }
    : { test, result: 'x-frame-options-header-invalid', score: -20 };
}

/** The Observatory's score and grade for these headers. */
export function observatoryGrade({ headers, redirectsToHttps }: ObservatoryInput): ObservatoryGrade {
  const policy = headers['content-security-policy'];
  const nosniff = headers['x-content-type-options'];
  const origin = headers['access-control-allow-origin'];
  const modifiers: Modifier[] = [
    csp(policy),
    headers['set-cookie']
      ? { test: 'cookies', result: 'cookies-present-not-scored-here', score: 0 }
      : { test: 'cookies', result: 'cookies-not-found', score: 0 },
    origin?.trim() === '*'
      ? {
          test: 'cross-origin-resource-sharing',
          result: 'cross-origin-resource-sharing-implemented-with-universal-access',
          score: -50,
        }
      : { test: 'cross-origin-resource-sharing', result: 'cross-origin-resource-sharing-not-implemented', score: 0 },
    redirectsToHttps
      ? { test: 'redirection', result: 'redirection-to-https', score: 0 }
      : { test: 'redirection', result: 'redirection-missing', score: -20 },
    referrer(headers['referrer-policy']),
    hsts(headers['strict-transport-security']),
    nosniff === undefined
      ? { test: 'x-content-type-options', result: 'x-content-type-options-not-implemented', score: -5 }
      : nosniff.trim().toLowerCase() === 'nosniff'
        ? { test: 'x-content-type-options', result: 'x-content-type-options-nosniff', score: 0 }
        : { test: 'x-content-type-options', result: 'x-content-type-options-header-invalid', score: -5 },
    frameOptions(headers['x-frame-options'], policy),
  ];
  const penalties = 100 + modifiers.filter((modifier) => modifier.score < 0).reduce((sum, m) => sum + m.score, 0);
  const bonuses = modifiers.filter((modifier) => modifier.score > 0).reduce((sum, m) => sum + m.score, 0);
  const score = Math.max(0, penalties >= 90 ? penalties + bonuses : penalties);
  const grade = GRADES.find(([floor]) => score >= floor)?.[1] ?? 'F';
  return { score, grade, modifiers };
}
