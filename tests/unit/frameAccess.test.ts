import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  frameStatus,
  isMixedContent,
  probeAddress,
  type FrameSignals,
} from '../../src/site/components/document/frameAccess';

const DOCS = 'http://192.0.2.1:8080/';

describe('developer-platform frame over HTTPS', () => {
  it('is blocked when an HTTPS page would frame a plain-HTTP address', () => {
    expect(isMixedContent('https:', 'http://192.0.2.1:8080/')).toBe(true);
  });

  it('works when the page is HTTP or the frame is HTTPS', () => {
    expect(isMixedContent('http:', 'http://192.0.2.1:8080/')).toBe(false);
    expect(isMixedContent('https:', 'https://docs.example.com/')).toBe(false);
  });
});

describe('frame status, the same in every engine', () => {
  const start: FrameSignals = { mixedContent: false, probe: 'pending', loadFired: false, timedOut: false };
  const status = (changes: Partial<FrameSignals>) => frameStatus({ ...start, ...changes });

  it('is loading until something is known', () => {
    expect(status({})).toBe('loading');
    expect(status({ probe: 'answered' })).toBe('loading');
  });

  it('a load alone is not success: Chromium fires it for its own error page', () => {
    expect(status({ loadFired: true })).toBe('loading');
    expect(status({ loadFired: true, probe: 'unreachable' })).toBe('failed');
  });

  it('is loaded once the frame loaded and its address answered', () => {
    expect(status({ loadFired: true, probe: 'answered' })).toBe('loaded');
    expect(status({ loadFired: true, probe: 'answered', timedOut: true })).toBe('loaded');
  });

  it('fails as soon as the address does not answer, load or not (Firefox and WebKit fire none)', () => {
    expect(status({ probe: 'unreachable' })).toBe('failed');
  });

  it('out of time: failed unless the frame showed something', () => {
    expect(status({ timedOut: true })).toBe('failed');
    expect(status({ timedOut: true, probe: 'answered' })).toBe('failed');
    expect(status({ timedOut: true, loadFired: true })).toBe('loaded');
  });

  it('mixed content is blocked whatever else happens', () => {
    expect(status({ mixedContent: true, loadFired: true, probe: 'answered' })).toBe('blocked');
  });
});

describe('asking the address', () => {
  afterEach(() => vi.unstubAllGlobals());
  const signal = () => new AbortController().signal;

  it('any answer counts, read or not (an opaque no-cors response)', async () => {
    const fetch = vi.fn(() => Promise.resolve(new Response(null, { status: 200 })));
    vi.stubGlobal('fetch', fetch);
    expect(await probeAddress(DOCS, signal())).toBe('answered');
    expect(fetch).toHaveBeenCalledWith(DOCS, expect.objectContaining({ mode: 'no-cors', cache: 'no-store' }));
  });

  it('a network error is unreachable', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(await probeAddress(DOCS, signal())).toBe('unreachable');
  });
});
