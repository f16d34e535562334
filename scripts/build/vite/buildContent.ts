import { checkContent, type ContentReport } from '../../../src/check/checkContent';
import type { ContentData, ContentKey } from '../../../src/content/collections';
import { contentToday } from '../../../src/content/claims';

/** content/ as one build read and checked it, and how long that took. */
export interface BuildContent {
  report: ContentReport;
  elapsedMs: number;
  /** Whether the report was printed yet: once per build, by the first bundle that asks. */
  printed: boolean;
}

/**
 * React Router builds the browser's bundle, then the server's, each from a fresh load of vite.config.ts,
 * and so of this module: what was read is kept on globalThis, keyed by the folder, so one build opens,
 * parses and checks each content file once. `npm run dev` forgets it whenever content changes.
 */
const HELD = Symbol.for('rail-ticket-site:build-content');
type Holder = { [HELD]?: Map<string, BuildContent> };
const held = () => ((globalThis as Holder)[HELD] ??= new Map<string, BuildContent>());

export function buildContent(root: string): BuildContent {
  const known = held().get(root);
  if (known) return known;
  const started = performance.now();
  const report = checkContent({ root, today: contentToday() });
  const read = { report, elapsedMs: Math.round(performance.now() - started), printed: false };
  held().set(root, read);
  return read;
}

export const forgetContent = (root: string) => held().delete(root);

/**
 * One file's data as this build's check validated it, for the build's own last passes (sitemap, source marks):
 * of its schema's output type, since a build whose content fails its schema stops before them.
 */
export function builtData<K extends ContentKey>(root: string, key: K): ContentData<K> {
  const entry = buildContent(root).report.files.get(`content/${key}`);
  if (entry?.valid === undefined) throw new Error(`content/${key} did not pass the content check of this build`);
  return entry.valid as ContentData<K>;
}
