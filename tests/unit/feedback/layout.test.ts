import { describe, expect, it } from 'vitest';
import {
  LOADING_FADE_MS,
  MESSAGE_DURATION_MS,
  MESSAGE_OFFSET_PX,
  NOTIFICATION_DURATION_MS,
  STACK_GAP_PX,
} from '../../../src/site/feedback/constants';
import { messageOffsets, placeNotifications, stackOffsets } from '../../../src/site/feedback/layout';
import type { Corner } from '../../../src/site/feedback/layout';

describe('feedback constants (spec §9)', () => {
  it('are the specification values', () => {
    expect([MESSAGE_DURATION_MS, MESSAGE_OFFSET_PX, NOTIFICATION_DURATION_MS, STACK_GAP_PX, LOADING_FADE_MS]).toEqual([
      3000, 16, 4500, 16, 400,
    ]);
  });
});

describe('stacking layout', () => {
  it('puts the first message 16 px from the top and each next one 16 px below the previous one', () => {
    expect(messageOffsets([40])).toEqual([16]);
    // 16, then 16 + 40 + 16, then 72 + 56 + 16
    expect(messageOffsets([40, 56, 30])).toEqual([16, 72, 144]);
    expect(messageOffsets([])).toEqual([]);
  });

  it('stacks from any start with any gap', () => {
    expect(stackOffsets([10, 20], 0, 5)).toEqual([0, 15]);
  });

  it('places notifications 16 px from both edges of their corner, 16 px apart, per corner', () => {
    const item = (id: string, position: Corner, height: number) => ({ id, position, height });
    const placements = placeNotifications([
      item('a', 'top-right', 80),
      item('b', 'bottom-left', 60),
      item('c', 'top-right', 100),
      item('d', 'top-left', 70),
      item('e', 'bottom-left', 90),
      item('f', 'bottom-right', 50),
      item('g', 'top-right', 40),
    ]);
    expect(placements.get('a')).toEqual({ top: 16, right: 16 });
    expect(placements.get('c')).toEqual({ top: 112, right: 16 }); // 16 + 80 + 16
    expect(placements.get('g')).toEqual({ top: 228, right: 16 }); // 112 + 100 + 16
    expect(placements.get('d')).toEqual({ top: 16, left: 16 });
    // Bottom corners stack upwards: offsets are distances from the bottom edge.
    expect(placements.get('b')).toEqual({ bottom: 16, left: 16 });
    expect(placements.get('e')).toEqual({ bottom: 92, left: 16 }); // 16 + 60 + 16
    expect(placements.get('f')).toEqual({ bottom: 16, right: 16 });
  });
});
