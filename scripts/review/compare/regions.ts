/**
 * Differing pixels grouped into regions: nearby changes (the characters of one edited
 * sentence) form one box, changes far apart (a header and a footer) stay separate boxes, so
 * each can be shown cropped at full size. Compare stage: pure.
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
  const parent = new Int32Array(columns * rows).fill(-1);
  const find = (cell: number): number => {
    let root = cell;
    while ((parent[root] as number) !== root) root = parent[root] as number;
    for (let at = cell; at !== root;) [at, parent[at]] = [parent[at] as number, root];
    return root;
  };
  for (let cell = 0; cell < marked.length; cell++) if (marked[cell]) parent[cell] = cell;
  for (let cy = 0; cy < rows; cy++) {
    for (let cx = 0; cx < columns; cx++) {
      const cell = cy * columns + cx;
      if (!marked[cell]) continue;
      // Earlier cells within reach: the rows above (any side) and this row to the left.
      for (let dy = -JOIN_CELLS; dy <= 0; dy++) {
        const ny = cy + dy;
        if (ny < 0) continue;
        for (let dx = -JOIN_CELLS; dx <= JOIN_CELLS; dx++) {
          const nx = cx + dx;
          if (nx < 0 || nx >= columns || (dy === 0 && dx >= 0)) continue;
          const other = ny * columns + nx;
          if (marked[other]) parent[find(other)] = find(cell);
        }
      }
    }
  }
  const boxes = new Map<number, [number, number, number, number]>();
  for (let cell = 0; cell < marked.length; cell++) {
    if (!marked[cell]) continue;
    const root = find(cell);
    const x = (cell % columns) * CELL;
    const y = Math.floor(cell / columns) * CELL;
    const box = boxes.get(root);
    if (!box) boxes.set(root, [x, y, x + CELL, y + CELL]);
    else
      boxes.set(root, [
        Math.min(box[0], x),
        Math.min(box[1], y),
        Math.max(box[2], x + CELL),
        Math.max(box[3], y + CELL),
      ]);
  }
  return [...boxes.values()]
    .map(([left, top, right, bottom]) => ({
      left,
      top,
      width: Math.min(right, width) - left,
      height: Math.min(bottom, height) - top,
    }))
    .sort((a, b) => a.top - b.top || a.left - b.left);
}
