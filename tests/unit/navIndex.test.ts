import { describe, expect, it } from 'vitest';
import { resolveNavIndex } from '../../src/site/layout/navIndex';
import type { NavIndex, RouteName } from '../../src/content/routes';

/** The header item each route belongs to; the two detail pages belong to 资源合作. */
const OWN_INDEX: Record<RouteName, NavIndex> = {
  homePage: 0,
  businessIntro: 1,
  recruitment: 2,
  contactUs: 3,
  document: 4,
  supplierEn: 2,
  seviceProvide: 2,
};
const ROUTES = Object.keys(OWN_INDEX) as RouteName[];

describe('resolveNavIndex', () => {
  it.each(ROUTES)('%s without ?id highlights its own header item', (route) => {
    expect(resolveNavIndex(route, null)).toBe(OWN_INDEX[route]);
  });

  it.each(['0', '1', '2', '3', '4'])('a valid ?id=%s wins over the route', (id) => {
    for (const route of ROUTES) expect(resolveNavIndex(route, id)).toBe(Number(id));
  });

  it.each(['abc', '9', '-1', '1.5', '', ' 1', '1 ', '01', '5'])('an invalid ?id=%j falls back to the route', (id) => {
    for (const route of ROUTES) expect(resolveNavIndex(route, id)).toBe(OWN_INDEX[route]);
  });

  it('the 404 page highlights nothing unless ?id is valid', () => {
    expect(resolveNavIndex(null, null)).toBeNull();
    expect(resolveNavIndex(null, 'abc')).toBeNull();
    expect(resolveNavIndex(null, '9')).toBeNull();
    expect(resolveNavIndex(null, '3')).toBe(3);
  });
});
