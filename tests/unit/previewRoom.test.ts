/**
 * Room for previews: how many at once and how many bytes in all. Every deploy removes the previews of
 * pull requests that are not open; over a limit with only open ones left, the deploy stops with a
 * sentence for the pull request's comment (scripts/deploy/previewRoom.ts).
 */
import { describe, expect, it } from 'vitest';
import { makeRoom, parseListing, PreviewsFull } from '../../scripts/deploy/previewRoom';

/** What `rsync -r --list-only` prints for the previews folder (rsync 3.2, Debian 12). */
const LISTING = `drwxr-xr-x          4,096 2026/11/28 12:20:54 .
drwxr-xr-x          4,096 2026/11/20 08:00:00 pr-3
-rw-r--r--              3 2026/11/20 08:00:00 pr-3/index.html
drwxr-xr-x          4,096 2026/11/20 08:00:00 pr-3/assets
-rw-r--r--      1,005,000 2026/11/20 08:00:00 pr-3/assets/a.js
drwxr-xr-x          4,096 2026/11/25 09:00:00 pr-12
-rw-r--r--        500,000 2026/11/25 09:00:00 pr-12/index.html
drwxr-xr-x          4,096 2026/11/22 10:00:00 pr-7
-rw-r--r--        200,000 2026/11/22 10:00:00 pr-7/index.html
-rw-r--r--            100 2026/11/22 10:00:00 stray.txt
`;

describe('the previews on the server', () => {
  it('are read from rsync’s listing: each one’s bytes and when it was deployed; anything else is ignored', () => {
    expect(parseListing(LISTING)).toEqual([
      { name: 'pr-3', bytes: 1_005_003, time: '2026/11/20 08:00:00' },
      { name: 'pr-12', bytes: 500_000, time: '2026/11/25 09:00:00' },
      { name: 'pr-7', bytes: 200_000, time: '2026/11/22 10:00:00' },
    ]);
  });
});

describe('making room', () => {
  const previews = parseListing(LISTING);
  const incoming = { name: 'pr-20', bytes: 100_000 };

  it('under both limits nothing goes', () => {
    expect(makeRoom(previews, incoming, { max: 4, maxBytes: 10_000_000 }, new Set([3, 7, 12, 20]))).toEqual([]);
  });

  it('a preview deployed again counts once', () => {
    expect(makeRoom(previews, { name: 'pr-3', bytes: 1 }, { max: 3, maxBytes: 10_000_000 })).toEqual([]);
  });

  it('every preview of a pull request that is not open goes, far under the limits too', () => {
    const open = new Set([12, 20]);
    expect(makeRoom(previews, incoming, { max: 30, maxBytes: 2_000_000_000 }, open)).toEqual(['pr-3', 'pr-7']);
    expect(makeRoom(previews, incoming, { max: 2, maxBytes: 10_000_000 }, open)).toEqual(['pr-3', 'pr-7']);
    expect(makeRoom(previews, incoming, { max: 10, maxBytes: 900_000 }, new Set([7, 12]))).toEqual(['pr-3']);
  });

  it('with only open pull requests left, or none known closed, the deploy stops with a sentence', () => {
    const full = () => makeRoom(previews, incoming, { max: 3, maxBytes: 10_000_000 }, new Set([3, 7, 12, 20]));
    expect(full).toThrow(PreviewsFull);
    expect(full).toThrow(
      '预览站已满，这次没有部署：加上这一个，服务器上就有 4 个预览、共 2 MB，超过了上限（3 个、10 MB）；' +
        '已关闭的拉取请求的预览已经删掉，剩下的都属于还开着的拉取请求。',
    );
    expect(() => makeRoom(previews, incoming, { max: 3, maxBytes: 10_000_000 })).toThrow(PreviewsFull);
  });
});
