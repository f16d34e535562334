import type { IncomingMessage, ServerResponse } from 'node:http';

/** A browser asking for a page (not a module, an image or React Router's `.data`). */
export function isPageRequest(request: IncomingMessage): boolean {
  if (request.method !== 'GET' || !request.headers.accept?.includes('text/html')) return false;
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  return !path.startsWith('/@') && !path.includes('/node_modules/') && !/\.[a-z0-9]+$/i.test(path);
}

/**
 * Hands the HTML of a successful page response to `keep` once it is complete, leaving the
 * response itself untouched: the dev server streams pages, so the chunks are collected as written.
 */
export function capturesHtml(response: ServerResponse, keep: (html: string) => void): void {
  const chunks: Buffer[] = [];
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  const collect = (chunk: unknown) => {
    if (typeof chunk === 'string') chunks.push(Buffer.from(chunk));
    else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  response.write = ((chunk: unknown, ...rest: never[]) => {
    collect(chunk);
    return write(chunk as never, ...rest);
  }) as typeof response.write;
  response.end = ((chunk?: unknown, ...rest: never[]) => {
    if (chunk !== undefined && typeof chunk !== 'function') collect(chunk);
    const type = String(response.getHeader('content-type') ?? '');
    if (response.statusCode === 200 && type.includes('text/html')) keep(Buffer.concat(chunks).toString('utf8'));
    return end(chunk as never, ...rest);
  }) as typeof response.end;
}
