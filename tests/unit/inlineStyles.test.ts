/**
 * A built page's stylesheets go into the page (scripts/build/inlineStyles.ts): one `<style>` with every
 * linked file in the links' order, where the first link was, and each link kept as a `disabled`
 * marker that browsers do not download.
 */
import { describe, expect, it } from 'vitest';
import { inlinePageStyles } from '../../scripts/build/inlineStyles';

const CSS: Record<string, string> = { '/assets/a.css': '.a{color:red}', '/assets/b.css': '.b{color:blue}' };
const read = (href: string) => {
  const css = CSS[href];
  if (css === undefined) throw new Error(`no ${href}`);
  return css;
};
const PAGE =
  '<head><style>@layer reset, base;</style><link rel="stylesheet" href="/assets/a.css"/><meta name="x"/><link rel="stylesheet" href="/assets/b.css"/></head><body></body>';

describe('inlinePageStyles', () => {
  it('puts every stylesheet, in order, where the first link was, after what comes before it', () => {
    expect(inlinePageStyles(PAGE, read)).toBe(
      '<head><style>@layer reset, base;</style><style data-inline-styles="">.a{color:red}\n.b{color:blue}</style>' +
        '<link rel="stylesheet" href="/assets/a.css" type="text/plain" disabled=""/><meta name="x"/>' +
        '<link rel="stylesheet" href="/assets/b.css" type="text/plain" disabled=""/></head><body></body>',
    );
  });

  it('leaves a page without stylesheets as it is', () => {
    expect(inlinePageStyles('<head></head>', read)).toBe('<head></head>');
  });

  it('refuses CSS that would end the style element early', () => {
    expect(() => inlinePageStyles('<link rel="stylesheet" href="/x.css"/>', () => '.a{content:"</style>"}')).toThrow(
      'inlineStyles: a stylesheet contains "</style"',
    );
  });
});
