/**
 * Whether the developer-platform frame can show the documentation (DESIGN §4). A cross-origin
 * frame's content cannot be read, and engines disagree on its `load` event: Chromium fires it for
 * its own network-error page, Firefox and WebKit fire nothing (TOOLCHAIN, other engines). So the
 * page decides from what every engine lets it know: the mixed-content rule, whether the frame's
 * address answers at all (`probeAddress`), and a time limit. DocFrame creates the frame only once
 * the address has answered, so no engine shows its own error page in it.
 *
 * It lives beside the frame rather than in src/site/lib: only this page needs it, and src/site/lib goes into
 * the chunk every page loads (vite.config.ts `isSharedSiteCode`).
 */

export type FrameStatus = 'loading' | 'loaded' | 'blocked' | 'failed';

/**
 * What asking the frame's address gave: `answered` (any HTTP answer, even an error status),
 * `unreachable` (no answer: refused, reset, unknown host), `pending` (no result yet).
 */
export type ProbeResult = 'pending' | 'answered' | 'unreachable';

export interface FrameSignals {
  /** An HTTPS page framing a plain-HTTP address: the browser refuses it (`isMixedContent`). */
  mixedContent: boolean;
  probe: ProbeResult;
  /** The frame fired `load` (in Chromium this also happens for its error page). */
  loadFired: boolean;
  /** The time limit has passed. */
  timedOut: boolean;
}

/**
 * Browsers refuse to show a plain-HTTP page inside an HTTPS page (mixed content), so the
 * developer-platform frame cannot work there and the page says so instead (DESIGN §4).
 */
export function isMixedContent(pageProtocol: string, frameUrl: string): boolean {
  return pageProtocol === 'https:' && frameUrl.startsWith('http:');
}

/** The frame's status from the signals; the same answer in every engine. */
export function frameStatus({ mixedContent, probe, loadFired, timedOut }: FrameSignals): FrameStatus {
  if (mixedContent) return 'blocked';
  if (probe === 'unreachable') return 'failed';
  // A `load` counts once the address is known to answer: alone it may be Chromium's error page.
  if (loadFired && probe === 'answered') return 'loaded';
  // Out of time: loaded if the frame showed something, failed if it never did.
  if (timedOut) return loadFired ? 'loaded' : 'failed';
  return 'loading';
}

/**
 * Asks `url` whether it answers. A `no-cors` request gives an opaque answer that cannot be read
 * but resolves whenever the server answered, and rejects when nothing answered. It needs the
 * address in the page's `connect-src` (scripts/nginx/csp.ts adds it); a policy without it makes
 * every probe fail, and the page would then always say the documentation cannot be shown.
 */
export function probeAddress(url: string, signal: AbortSignal): Promise<Exclude<ProbeResult, 'pending'>> {
  return fetch(url, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', signal }).then(
    () => 'answered',
    () => 'unreachable',
  );
}
