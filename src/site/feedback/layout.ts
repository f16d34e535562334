/** Pure placement of stacked items from their measured heights (px); unit-tested without a browser. */
import { MESSAGE_OFFSET_PX, STACK_GAP_PX } from './constants';

export type Corner = 'top-right' | 'top-left' | 'bottom-right' | 'bottom-left';

/** Offsets from the edge items stack from: the first at `start`, each next one `gap` past the previous one's far edge. */
export function stackOffsets(heights: readonly number[], start: number, gap: number = STACK_GAP_PX): number[] {
  let edge = start;
  return heights.map((height) => {
    const offset = edge;
    edge += height + gap;
    return offset;
  });
}

/** Messages: top centre, the first 16 px from the top of the viewport, newer ones below. */
export function messageOffsets(heights: readonly number[]): number[] {
  return stackOffsets(heights, MESSAGE_OFFSET_PX);
}

type Placement = Partial<Record<'top' | 'bottom' | 'left' | 'right', number>>;

/**
 * Notifications: each corner stacks its own, in opening order, 16 px from both edges and 16 px apart
 *. Bottom corners stack upwards, so their offsets are distances from the bottom.
 */
export function placeNotifications(
  items: readonly { id: string; position: Corner; height: number }[],
): Map<string, Placement> {
  const placements = new Map<string, Placement>();
  for (const corner of new Set(items.map((item) => item.position))) {
    const group = items.filter((item) => item.position === corner);
    const offsets = stackOffsets(
      group.map((item) => item.height),
      STACK_GAP_PX,
    );
    const vertical = corner.startsWith('top') ? 'top' : 'bottom';
    const horizontal = corner.endsWith('left') ? 'left' : 'right';
    group.forEach((item, index) => {
      placements.set(item.id, { [vertical]: offsets[index] ?? STACK_GAP_PX, [horizontal]: STACK_GAP_PX });
    });
  }
  return placements;
}
