/** The bench writes only figures taken on a quiet machine (issue 22). */
import { describe, expect, test } from 'vitest';
import { isNoisy, noisyNotice, settledLoad } from '../../../scripts/shared/quietMachine';

describe('quiet machine', () => {
  test('a load above the core count is noisy; at or below it is not', () => {
    expect(isNoisy({ load: 2.1, cores: 2 })).toBe(true);
    expect(isNoisy({ load: 2, cores: 2 })).toBe(false);
    expect(isNoisy({ load: 0.4, cores: 2 })).toBe(false);
  });

  test('waits for the bench’s own load to fade, and stops waiting once it has', async () => {
    const loads = [3.5, 2.8, 1.6, 0.5];
    const lines: string[] = [];
    let slept = 0;
    const reading = await settledLoad((line) => lines.push(line), {
      read: () => ({ load: loads.shift() ?? 0, cores: 2 }),
      sleep: async () => void (slept += 1),
    });
    expect(reading).toEqual({ load: 1.6, cores: 2 });
    expect(slept).toBe(2);
    expect(lines).toEqual(['[load] 3.5 on 2 cores: waiting up to 90 s for it to settle']);
  });

  test('gives up after its limit and reports the load as it stands', async () => {
    const reading = await settledLoad(() => {}, {
      maxWaitMs: 0,
      read: () => ({ load: 7.2, cores: 2 }),
      sleep: async () => {},
    });
    expect(isNoisy(reading)).toBe(true);
    expect(noisyNotice('lighthouse', reading, 'docs/performance.md')).toBe(
      '⚠ lighthouse: 机器太忙，数字不可靠，未写入 docs/performance.md (noisy: load average 7.2 above 2 cores before it ran; ' +
        'figures printed above only). Run again when the machine is quiet, or pass --write-noisy.',
    );
  });
});
