/**
 * A bounded load like visitors' during a deploy: a fixed number of page visits spread over
 * every route, each followed by every asset the page references,
 * from a few concurrent clients. It stops by itself and reports what a visitor would notice.
 */
import { blockedScripts } from '../../scripts/deploy/healthCheck';

export interface LoadResult {
  requests: number;
  /** Requests that failed or answered anything but 200. */
  failed: string[];
  /** Pages with a referenced asset that did not load. */
  brokenPages: string[];
  /** Pages whose policy (sent with them) blocks one of their inline scripts. */
  blockedPages: string[];
  /** sha256 of each page body served, in order, per client: which release answered when. */
  served: string[];
}

/** Same-origin assets a page references: src, href, srcset entries and its module imports. */
export function referencedAssets(html: string): string[] {
  const urls = new Set<string>();
  for (const match of html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) urls.add(match[1] ?? '');
  for (const match of html.matchAll(/srcset="([^"]+)"/g)) {
    for (const entry of (match[1] ?? '').split(',')) {
      const url = entry.trim().split(/\s+/)[0] ?? '';
      if (url.startsWith('/assets/')) urls.add(url);
    }
  }
  for (const match of html.matchAll(/import\(?\s*"(\/assets\/[^"]+)"/g)) urls.add(match[1] ?? '');
  return [...urls].filter(Boolean);
}

export async function runLoad(
  origin: string,
  routePaths: readonly string[],
  options: {
    /** How many page visits; or, with `until`, at least this many and then until it says stop. */
    visits: number;
    clients: number;
    identify: (body: string) => string;
    until?: () => boolean;
  },
): Promise<LoadResult> {
  const result: LoadResult = { requests: 0, failed: [], brokenPages: [], blockedPages: [], served: [] };
  // A fresh connection per request, as many visitors: keep-alive connections closing at a reload
  // are retried by browsers, not by this client.
  const get = async (path: string): Promise<Response | undefined> => {
    result.requests++;
    try {
      const response = await fetch(`${origin}${path}`, { headers: { Connection: 'close' } });
      if (response.status !== 200) result.failed.push(`${path}: ${response.status}`);
      return response;
    } catch (error) {
      result.failed.push(`${path}: ${(error as Error).message}`);
      return undefined;
    }
  };
  let next = 0;
  const client = async () => {
    const more = (visit: number) => visit < options.visits || (options.until !== undefined && !options.until());
    for (let visit = next++; more(visit); visit = next++) {
      const routePath = routePaths[visit % routePaths.length] ?? '/';
      const response = await get(routePath);
      if (!response) continue;
      const html = await response.text();
      result.served.push(options.identify(html));
      const policy = response.headers.get('content-security-policy') ?? '';
      if (blockedScripts(html, policy).length) result.blockedPages.push(`${routePath} (${options.identify(html)})`);
      let broken = false;
      for (const asset of referencedAssets(html)) {
        const answer = await get(asset);
        await answer?.arrayBuffer();
        if (answer?.status !== 200) broken = true;
      }
      if (broken) result.brokenPages.push(`${routePath} (${options.identify(html)})`);
    }
  };
  await Promise.all(Array.from({ length: options.clients }, client));
  return result;
}
