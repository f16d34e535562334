/**
 * A page's JavaScript budget (scripts/bench/jsBudget.ts) leaves 10% of room above what it shipped, and a
 * page over it is reported with the module that grew, not only the page: the budget tests print this.
 */
import { describe, expect, it } from 'vitest';
import { jsBudget, moduleName, overBudget, recordedBytes, SHIPPED } from '../../../scripts/bench/jsBudget';

/** The contact page as recorded, in built file names (with content hashes). */
const asBuilt = () =>
  Object.entries(SHIPPED.contactUs).map(([name, bytes]) => ({ file: `/assets/${name}-Ab12_-Cd.js`, bytes }));

describe('JavaScript budgets', () => {
  it('reads the module a built file holds without its content hash', () => {
    expect(moduleName('/assets/message-CfQBwk2x.js')).toBe('message');
    expect(moduleName('assets/DocFrame.module-yeeftgIt.js')).toBe('DocFrame.module');
    expect(moduleName('/assets/rolldown-runtime-BWaJ3C7D.js')).toBe('rolldown-runtime');
  });

  it('gives each page 10% of room above what it shipped', () => {
    expect(recordedBytes('contactUs')).toBeGreaterThan(0);
    expect(jsBudget('contactUs')).toBe(Math.floor(recordedBytes('contactUs') * 1.1));
    expect(jsBudget('recruitment')).toBe(0);
  });

  it('passes a page as recorded, and one grown within its room', () => {
    expect(overBudget('contactUs', '/contactUs', asBuilt())).toBeNull();
    const within = asBuilt().map((file) =>
      file.file.includes('/message-') ? { ...file, bytes: file.bytes + 100 } : file,
    );
    expect(overBudget('contactUs', '/contactUs', within)).toBeNull();
  });

  it('names the module that grew past the room, and a new one, largest change first', () => {
    const grown = asBuilt().map((file) =>
      file.file.includes('/message-') ? { ...file, bytes: file.bytes + 600 } : file,
    );
    const report = overBudget('contactUs', '/contactUs', [
      ...grown,
      { file: '/assets/confetti-Zz9_8yXw.js', bytes: 80 },
    ]);
    const before = SHIPPED.contactUs.message ?? 0;
    expect(report?.split('\n')).toEqual([
      `/contactUs: ${(recordedBytes('contactUs') + 680).toLocaleString('en-US')} bytes of JavaScript (gzip), over its budget of ${jsBudget('contactUs').toLocaleString('en-US')} (10% above the ${recordedBytes('contactUs').toLocaleString('en-US')} recorded in scripts/bench/jsBudget.ts):`,
      `  message grew ${before.toLocaleString('en-US')} → ${(before + 600).toLocaleString('en-US')} bytes (+600)`,
      '  new module confetti: 80 bytes',
    ]);
  });

  it('fails a page where nothing moves that ships any JavaScript', () => {
    expect(overBudget('recruitment', '/recruitment', [{ file: '/assets/runtime-AAAAAAAA.js', bytes: 10 }])).toContain(
      'new module runtime: 10 bytes',
    );
  });
});
