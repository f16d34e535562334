import { describe, expect, it } from 'vitest';
import { activeSection } from '../../src/site/components/business/subNavBehaviour';

describe('business-introduction sub-nav highlight', () => {
  it('starts at entry 0 while the first section is still below the reading line', () => {
    expect(activeSection([600, 1400, 2200, 3000, 3800], 160)).toBe(0);
  });

  it('follows the last section whose top has passed the reading line', () => {
    expect(activeSection([-900, -100, 700, 1500, 2300], 160)).toBe(1);
    expect(activeSection([-3000, -2200, -1400, -600, 120], 160)).toBe(4);
  });

  it('treats a section exactly at the reading line as in view', () => {
    expect(activeSection([-500, 160, 900], 160)).toBe(1);
  });
});
