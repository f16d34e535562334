/**
 * Differing pixels grouped into regions, each shown cropped at full size: the characters of one
 * edited sentence form one box, a header and a footer stay two.
 */

export interface Box {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/** Pixels are looked at in square cells of this side: a region is never finer than that. */
const CELL = 8;
/** Changed cells at most this many cells apart belong to one region (40 px: a line or two of text). */
const JOIN_CELLS = 5;

/**
 * Regions of a difference mask (`mask[y * width + x]` is non-zero where a pixel differs),
 * top to bottom.
 */
export function clusterRegions(mask: Uint8Array, width: number, height: number): Box[] {
  const columns = Math.ceil(width / CELL);
  const rows = Math.ceil(height / CELL);
  const marked = new Uint8Array(columns * rows);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / CELL) * columns;
    for (let x = 0; x < width; x++) if (mask[y * width + x]) marked[row + Math.floor(x / CELL)] = 1;
  }
  const boxes: Box[] = [];
  for (let start = 0; start < marked.length; start++) {
    if (marked[start] !== 1) continue;
    // A region grows by every marked cell within reach of one of its cells; a taken cell is marked 2.
    marked[start] = 2;
    let [left, top, right, bottom] = [columns, rows, 0, 0];
    for (const queue = [start]; queue.length;) {
      const cell = queue.pop() as number;
      const cx = cell % columns;
      const cy = Math.floor(cell / columns);
      left = Math.min(left, cx);
      top = Math.min(top, cy);
      right = Math.max(right, cx + 1);
      bottom = Math.max(bottom, cy + 1);
      for (let ny = Math.max(0, cy - JOIN_CELLS); ny <= Math.min(rows - 1, cy + JOIN_CELLS); ny++) {
        for (let nx = Math.max(0, cx - JOIN_CELLS); nx <= Math.min(columns - 1, cx + JOIN_CELLS); nx++) {
          const other = ny * columns + nx;
          if (marked[other] !== 1) continue;
          marked[other] = 2;
          queue.push(other);
        }
      }
    }
    const [x, y] = [left * CELL, top * CELL];
    boxes.push({
      left: x,
      top: y,
      width: Math.min(right * CELL, width) - x,
      height: Math.min(bottom * CELL, height) - y,
    });
  }
  return boxes.sort((a, b) => a.top - b.top || a.left - b.left);
}
