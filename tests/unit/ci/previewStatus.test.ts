// @vitest-environment jsdom
// Decap's reader of the status (decap-cms-lib-util) is a browser module.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getPreviewStatus } from 'decap-cms-lib-util/dist/esm/API.js';
import { describe, expect, it } from 'vitest';
import { postPreviewStatus } from '../../../scripts/ci/previewStatus';
import { cmsCollections, cmsConfig } from '../../../src/editor/config/cmsConfig';
import { NOT_FOUND, ROUTES } from '../../../src/content/routes';

/** One request to a throwaway GitHub API on loopback: what the script sent. */
async function posted(work: (api: string) => Promise<void>) {
  let seen: { method?: string; path?: string; auth?: string; body: unknown } | undefined;
  const server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    seen = {
      method: request.method,
      path: request.url,
      auth: request.headers.authorization,
      body: JSON.parse(Buffer.concat(chunks).toString('utf8')),
    };
    response.writeHead(201, { 'Content-Type': 'application/json' }).end('{}');
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  try {
    await work(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    server.close();
  }
  return seen;
}

describe('the preview status the browser editor reads for 查看预览', () => {
  const target = { repository: 'example-org/rail-ticket-site', sha: 'a'.repeat(40), token: 'ghs_job' };

  it('is set on the built commit, linking to the pull request’s preview', async () => {
    const seen = await posted((api) => postPreviewStatus({ ...target, api }, 'https://www.example.com/', 12));
    expect(seen).toEqual({
      method: 'POST',
      path: `/repos/example-org/rail-ticket-site/statuses/${'a'.repeat(40)}`,
      auth: 'Bearer ghs_job',
      body: {
        state: 'success',
        context: '预览站 (preview)',
        target_url: 'https://www.example.com/preview/pr-12/',
        description: '预览站已更新 (the preview is live)',
      },
    });
  });

  it('is the one status Decap takes for the preview, among the pull request’s other checks', async () => {
    const seen = await posted((api) => postPreviewStatus({ ...target, api }, 'https://www.example.com', 12));
    const ours = seen?.body as { context: string; target_url: string; state: string };
    const statuses = [
      { context: 'Preview / build (pull_request)', target_url: 'https://github.com/run/1', state: 'success' },
      { context: 'deploy/other-host', target_url: 'https://elsewhere.example.com/', state: 'success' },
      ours,
    ];
    const { backend } = cmsConfig({ name: 'github', branch: 'main' });
    expect(getPreviewStatus(statuses, backend.preview_context)?.target_url).toBe(
      'https://www.example.com/preview/pr-12/',
    );
  });

  it('fails with GitHub’s answer when GitHub refuses it', async () => {
    const server = createServer((_, response) => response.writeHead(403).end('Resource not accessible by integration'));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    const api = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    await expect(postPreviewStatus({ ...target, api }, 'https://www.example.com', 12)).rejects.toThrow(
      `GitHub answered 403 for /repos/example-org/rail-ticket-site/statuses/${'a'.repeat(40)}: Resource not accessible by integration`,
    );
    server.close();
  });

  it('each page entry’s 查看预览 opens its own page of the preview; other entries open the home page', () => {
    const paths = Object.fromEntries(
      cmsCollections().flatMap((collection) => collection.files.map((file) => [file.name, file.preview_path])),
    );
    for (const [name, route] of Object.entries(ROUTES)) expect(paths[name], name).toBe(route.path.slice(1));
    expect(paths[NOT_FOUND.id]).toBe('404');
    const withoutPage = Object.keys(paths).filter((name) => paths[name] === undefined);
    expect(withoutPage.sort()).toEqual(['claims', 'glossary', 'site']);
  });
});
