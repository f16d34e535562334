import CMS from './decap';

/**
 * `npm run edit`'s answers are sentences for the editor (scripts/build/admin/workingTreeGuard.ts). Decap's
 * failure notice prints an error as `name: message`, and its proxy backend (the local one) throws every
 * refusal as an `API_ERROR`: "保存内容失败：API_ERROR: …". The error keeps its class and status (a 404 still
 * means "no unpublished version"); only its English name goes.
 */
export function sayLocalAnswers(): void {
  const proxy = CMS.getBackend('proxy') as { init: (...args: unknown[]) => Requesting } | undefined;
  if (!proxy) throw new Error("registerBackend (decap.ts) registers the 'proxy' backend first");
  const init = proxy.init;
  proxy.init = (...args) => {
    const backend = init(...args);
    const request = backend.request.bind(backend);
    backend.request = (payload) =>
      request(payload).catch((error: unknown) => {
        if (error instanceof Error && (error as { status?: number }).status !== 404) error.name = '';
        throw error;
      });
    return backend;
  };
}

interface Requesting {
  request(payload: unknown): Promise<unknown>;
}
