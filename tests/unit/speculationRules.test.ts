import { describe, expect, it } from 'vitest';
import { speculationRules, speculationRulesScript } from '../../src/site/lib/speculationRules';

describe('speculationRules', () => {
  it('prerenders on hover and prefetches the same links as the fallback', () => {
    const rules = speculationRules('/');
    expect(rules.prerender).toHaveLength(1);
    expect(rules.prefetch).toEqual(rules.prerender);
    expect(rules.prerender[0]).toMatchObject({ source: 'document', eagerness: 'moderate' });
  });

  it('matches links under the site prefix, never the browser editor, new tabs or same-page anchors', () => {
    expect(speculationRules('/').prerender[0]?.where).toEqual({
      and: [
        { href_matches: '/*' },
        { not: { href_matches: '/admin' } },
        { not: { href_matches: '/admin/*' } },
        { not: { selector_matches: 'a[target="_blank"], a[href^="#"], a[download], a[rel~="nofollow"]' } },
      ],
    });
  });

  it('a preview under a prefix speculates only its own pages', () => {
    const where = JSON.stringify(speculationRules('/preview/pr-12/').prefetch[0]?.where);
    expect(where).toContain('{"href_matches":"/preview/pr-12/*"}');
    expect(where).toContain('{"not":{"href_matches":"/preview/pr-12/admin/*"}}');
    expect(JSON.stringify(speculationRules('/preview/pr-12'))).toBe(
      JSON.stringify(speculationRules('/preview/pr-12/')),
    );
  });

  it('is JSON that cannot end its <script> element', () => {
    const text = speculationRulesScript('/');
    expect(JSON.parse(text)).toEqual(speculationRules('/'));
    expect(text).not.toContain('<');
  });
});
