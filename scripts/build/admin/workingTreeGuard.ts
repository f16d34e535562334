/**
 * What stands between the local editor and decap-server's git mode (`npm run edit` commits
 * only what the form saved). decap-server works in the editor's own working tree: a save checks out an
 * entry's `cms/…` branch, rebases it, commits with `git add .` and checks out back. A change the editor
 * had not committed stopped the rebase half-way (an empty branch left behind, "API_ERROR: Unknown error");
 * an untracked picture went into an unrelated save's commit and left the folder with the branch. So every
 * action that commits is refused, in one sentence naming the file, while the tree holds anything git would
 * sweep in; reading and publishing (a merge, which keeps local changes or refuses) go through.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request as forward, type IncomingMessage, type ServerResponse } from 'node:http';
import { parseFile } from '../../../src/content/frontmatter/parseFile';
import type { SiteContent } from '../../../src/content/schemas/site';

/** decap-server's actions that commit everything in the working tree (`git add .`; middlewares/localGit). */
export const COMMITTING_ACTIONS: ReadonlySet<string> = new Set([
  'persistEntry',
  'persistMedia',
  'deleteFile',
  'deleteFiles',
]);

const UPSTREAM_TIMEOUT_MS = 60_000;

export type LocalSaveTexts = SiteContent['editControl']['localSave'];

const SITE_FILE = new URL('../../../content/site.md', import.meta.url);

/** The sentences, as this checkout's content/site.md has them (like the sign-in's, scripts/nginx/signIn.ts). */
export function localSaveTexts(): LocalSaveTexts {
  return (parseFile(readFileSync(SITE_FILE, 'utf8')).data as SiteContent).editControl.localSave;
}

export interface Uncommitted {
  /** The first path `git status` names, as it names it (relative to the repository). */
  file: string;
  /** Not known to git at all (`??`), rather than changed, added or deleted. */
  untracked: boolean;
  /** How many paths in all. */
  count: number;
}

/** `git status --porcelain=v1 -z --untracked-files=all`, read: ignored files are not in it, as `git add .` skips them. */
export function readStatus(porcelain: string): Uncommitted | undefined {
  const fields = porcelain.split('\0');
  const entries: { code: string; file: string }[] = [];
  for (let index = 0; index < fields.length; index++) {
    const field = fields[index] ?? '';
    if (field.length < 4) continue;
    const code = field.slice(0, 2);
    entries.push({ code, file: field.slice(3) });
    // A rename or a copy is followed by the path it came from.
    if (/[RC]/.test(code)) index++;
  }
  const [first] = entries;
  return first && { file: first.file, untracked: first.code === '??', count: entries.length };
}

/** The one sentence for a refused save: the file (and how many more), and what to do. */
export function refusalSentence(found: Uncommitted, texts: LocalSaveTexts): string {
  const sentence = found.untracked ? texts.untracked : texts.changed;
  if (found.count === 1) return sentence.replace('{file}', found.file);
  // The space that sets a path apart from the Chinese after it is not wanted after “等 3 个文件”.
  const several = texts.severalFiles.replace('{file}', found.file).replace('{count}', String(found.count));
  return sentence.replace(/\{file\} ?/, several);
}

/** Read without the index lock a refreshing status takes, on which a git command of decap-server's would fail. */
function uncommittedIn(repo: string): Uncommitted | undefined {
  const status = spawnSync('git', ['--no-optional-locks', 'status', '--porcelain=v1', '-z', '--untracked-files=all'], {
    cwd: repo,
    encoding: 'utf8',
  });
  if (status.status !== 0) throw new Error(`git status failed: ${status.stderr}`);
  return readStatus(status.stdout);
}

/**
 * A message's whole body, read from its arrival on. A request the page gave up on (it navigated away)
 * ends in `close` without `end`: that fails; read only later, its events would be gone and the queue
 * below would wait on it for good (seen: the editor opened by a field link found no local server).
 */
const readBody = (message: IncomingMessage) =>
  new Promise<Buffer>((done, fail) => {
    const chunks: Buffer[] = [];
    message.on('data', (chunk: Buffer) => chunks.push(chunk));
    message.once('end', () => done(Buffer.concat(chunks)));
    message.once('error', fail);
    message.once('close', () => (message.complete ? done(Buffer.concat(chunks)) : fail(new Error('request aborted'))));
  });

const answer = (response: ServerResponse, status: number, body: unknown) =>
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));

/**
 * Answers the editor's API requests (same origin: the page's CSP needs nothing more) by passing them to
 * decap-server on `apiPort`, one at a time, so that no other git command runs between looking at the tree
 * and the save. A failure decap-server reports only as "Unknown error" gets the texts' `failed` sentence.
 */
export function guardedApi(repo: string, apiPort: number, texts: LocalSaveTexts = localSaveTexts()) {
  let queue = Promise.resolve();
  const handle = async (arrived: Promise<Buffer>, response: ServerResponse) => {
    const body = await arrived;
    let action: unknown;
    try {
      action = (JSON.parse(body.toString('utf8')) as { action?: unknown }).action;
    } catch {
      return answer(response, 400, { error: texts.failed });
    }
    const found = typeof action === 'string' && COMMITTING_ACTIONS.has(action) ? uncommittedIn(repo) : undefined;
    if (found) return answer(response, 409, { error: refusalSentence(found, texts) });
    const upstream = await new Promise<IncomingMessage>((done, fail) => {
      const sent = forward(
        {
          host: '127.0.0.1',
          port: apiPort,
          path: '/api/v1',
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
        },
        done,
      );
      sent.once('error', fail);
      // decap-server answers or gives up within seconds (its git lock times out after 3 s): a silent one fails.
      sent.setTimeout(UPSTREAM_TIMEOUT_MS, () => sent.destroy(new Error('decap-server did not answer')));
      sent.end(body);
    });
    const reply = await readBody(upstream);
    // decap-server logs the cause and answers every failure alike (localGit's catch).
    if ((upstream.statusCode ?? 500) >= 500)
      return answer(response, upstream.statusCode ?? 500, { error: texts.failed });
    response.writeHead(upstream.statusCode ?? 200, { 'Content-Type': 'application/json; charset=utf-8' }).end(reply);
  };
  return (incoming: IncomingMessage, response: ServerResponse) => {
    const body = readBody(incoming);
    queue = queue.then(async () => {
      try {
        await handle(body, response);
      } catch {
        if (!response.headersSent) answer(response, 502, { error: texts.failed });
      }
    });
  };
}
