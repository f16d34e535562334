/**
 * Room for previews: at most DEPLOY_PREVIEW_MAX at once and DEPLOY_PREVIEW_MAX_MB in all, so pull
 * requests cannot fill the server's disk. Every deploy removes the previews of pull requests that are
 * not open; if what stays is over a limit, the deploy stops and says so (the pull request's comment shows the sentence). Pure: what
 * the previews folder holds comes from `rsync --list-only` (the preview key can do nothing else).
 */

export interface PreviewOnServer {
  /** `pr-12` */
  name: string;
  bytes: number;
  /** When it was last deployed (its folder's time), for "oldest first". */
  time: string;
}

const LINE = /^([-dl])\S*\s+([\d,.]+)\s+(\d{4}\/\d\d\/\d\d \d\d:\d\d:\d\d) (.+)$/;
const PREVIEW = /^pr-[1-9]\d{0,5}$/;

/** The previews in a recursive `rsync --list-only` of the previews folder: each one's bytes and time. */
export function parseListing(text: string): PreviewOnServer[] {
  const previews = new Map<string, PreviewOnServer>();
  for (const line of text.split('\n')) {
    const match = LINE.exec(line.trim());
    if (!match) continue;
    const [, kind = '', size = '0', time = '', path = ''] = match;
    const [name = '', ...rest] = path.split('/');
    if (!PREVIEW.test(name)) continue;
    const entry = previews.get(name) ?? { name, bytes: 0, time: '' };
    if (kind === '-') entry.bytes += Number(size.replace(/[,.]/g, ''));
    if (!rest.length && kind === 'd') entry.time = time;
    previews.set(name, entry);
  }
  return [...previews.values()];
}

export interface RoomLimits {
  max: number;
  maxBytes: number;
}

/** The deploy of `name` (`incoming` bytes) does not fit, even after every closed pull request's preview went. */
export class PreviewsFull extends Error {
  constructor(readonly sentence: string) {
    super(sentence);
  }
}

const mb = (bytes: number) => Math.ceil(bytes / 1_000_000);

/** The previews whose pull request is not among `open`: a preview ends with its pull request. */
export const closedPreviews = (previews: readonly PreviewOnServer[], open: ReadonlySet<number>) =>
  previews.filter((preview) => !open.has(Number(preview.name.slice('pr-'.length))));

/**
 * Which previews to remove before `name` is deployed: every preview whose pull request is not open,
 * whether or not the limits are reached (a preview ends with its pull request, even when its removal
 * on closing did not run); `open` (the pull requests GitHub says are open) unknown: none is known
 * closed. Throws PreviewsFull when what stays does not fit.
 */
export function makeRoom(
  previews: readonly PreviewOnServer[],
  incoming: { name: string; bytes: number },
  limits: RoomLimits,
  open?: ReadonlySet<number>,
): string[] {
  const others = previews.filter((preview) => preview.name !== incoming.name);
  const closed = open ? closedPreviews(others, open) : [];
  const kept = others.filter((preview) => !closed.includes(preview));
  const count = kept.length + 1;
  const bytes = kept.reduce((sum, preview) => sum + preview.bytes, incoming.bytes);
  const over = () => count > limits.max || bytes > limits.maxBytes;
  if (over()) {
    throw new PreviewsFull(
      `预览站已满，这次没有部署：加上这一个，服务器上就有 ${count} 个预览、共 ${mb(bytes)} MB，超过了上限（${limits.max} 个、${mb(limits.maxBytes)} MB）；` +
        '已关闭的拉取请求的预览已经删掉，剩下的都属于还开着的拉取请求。请网站维护人员关闭不再需要的拉取请求，或者调高 DEPLOY_PREVIEW_MAX、DEPLOY_PREVIEW_MAX_MB，然后重新运行这次部署 ' +
        `(the previews are full: ${count} previews, ${mb(bytes)} MB with this one, over ${limits.max} / ${mb(limits.maxBytes)} MB)`,
    );
  }
  return closed.map((preview) => preview.name).sort();
}
