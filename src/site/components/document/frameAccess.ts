/**
 * Whether the developer-platform frame can show the documentation. A cross-origin frame
 * cannot be read, and engines disagree on its `load` event: Chromium fires it for its own error page,
 * Firefox and WebKit fire nothing. So the page decides from what every
 * engine tells it: the mixed-content rule, whether the address answers at all, and a time limit.
 * It lives beside the frame: only this page needs it.
 */

/** `answered`: any HTTP answer, even an error status; `unreachable`: refused, reset, unknown host. */
export type ProbeResult = 'pending' | 'answered' | 'unreachable';

export interface FrameSignals {
  /** An HTTPS page framing a plain-HTTP address: the browser refuses it. */
  mixedContent: boolean;
  probe: ProbeResult;
  /** The frame fired `load` (in Chromium also for its error page). */
  loadFired: boolean;
  timedOut: boolean;
}

/** Browsers refuse a plain-HTTP page inside an HTTPS page (mixed content): the page says so instead. */
export function isMixedContent(pageProtocol: string, frameUrl: string): boolean {
  return pageProtocol === 'https:' && frameUrl.startsWith('http:');
}

/** The frame's status from the signals; the same answer in every engine. */
export function frameStatus({ mixedContent, probe, loadFired, timedOut }: FrameSignals) {
  if (mixedContent) return 'blocked';
  if (probe === 'unreachable') return 'failed';
  // A `load` counts once the address is known to answer: alone it may be Chromium's error page.
  if (loadFired && probe === 'answered') return 'loaded';
  // Out of time: loaded if the frame showed something, failed if it never did.
  if (timedOut) return loadFired ? 'loaded' : 'failed';
  return 'loading';
}

/**
 * Asks `url` whether it answers: a `no-cors` request resolves (opaque) whenever the server answered
 * and rejects when nothing did. It needs the address in the page's `connect-src` (scripts/nginx/csp.ts
 * adds it); without it every probe fails and the page always says the documentation cannot be shown.
 */
export function probeAddress(url: string, signal: AbortSignal): Promise<Exclude<ProbeResult, 'pending'>> {
  return fetch(url, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', signal }).then(
    () => 'answered',
    () => 'unreachable',
  );
}
