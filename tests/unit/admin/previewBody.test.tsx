/**
 * The editor's preview draws a text page's MDX body with the site's own components, parsed and never
 * evaluated: every editor component must come out as the site's element, since a
 * component name left as MDX JSX needs an evaluator (hast-util-to-jsx-runtime: "Cannot handle MDX
 * estrees without `createEvaluater`"), and that stopped the supplierEn and seviceProvide previews.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { claimLabel, fillClaimLabels } from '../../../src/content/claims';
import { parseFile } from '../../../src/content/frontmatter/parseFile';
import type { ClaimsContent } from '../../../src/content/schemas/claims';
import type { SiteData } from '../../../src/content/siteData';
import { SiteDataContext } from '../../../src/content/useSiteData';
import { mdxBody } from '../../../src/editor/preview/mdxBody';
import { mdxComponents } from '../../../src/site/components/mdx/mdxComponents';
import { REAL_CONTENT } from '../helpers/contentFixture';

const read = (file: string) => parseFile(readFileSync(join(REAL_CONTENT, file), 'utf8'));
const claims = fillClaimLabels((read('claims.md').data as ClaimsContent).claims);
const condition = (title: string) => ({ title, text: [{ text: `${title}的说明` }] });
const siteData = {
  site: {},
  claims,
  conditions: { supplier: [condition('供应商条件一')], provider: [condition('服务商条件一')] },
  images: {},
} as unknown as SiteData;

const hours = claimLabel(claims, 'serviceHours');

const draw = (body: string) => {
  const Body = mdxBody(body);
  return renderToStaticMarkup(
    <SiteDataContext value={siteData}>
      <Body components={mdxComponents} />
    </SiteDataContext>,
  );
};

describe('the preview of an MDX body', () => {
  it.each(['supplierEn.mdx', 'seviceProvide.mdx'])('draws %s with its figures, note and conditions', (file) => {
    const html = draw(read(`pages/${file}`).body);
    expect(html).toContain(`<span class="claim" data-claim="serviceHours">${hours}</span>`);
    expect(html).toContain('data-claim="responseTime"');
    expect(html).toMatch(/<aside [^>]*aria-label="(入驻流程|如何申请)"/);
    expect(html).toMatch(/<ol [^>]*><li><strong [^>]*>(供应商|服务商)条件一<\/strong>/);
    expect(html).not.toContain('&lt;');
  });

  it('gives a component its text attributes as props, in the sentence where it stands', () => {
    expect(draw('客服 <Claim id="serviceHours" />在线。')).toBe(
      `<p>客服 <span class="claim" data-claim="serviceHours">${hours}</span>在线。</p>`,
    );
    expect(draw('<Note title="提示">\n  第一句。\n</Note>')).toMatch(
      /^<aside [^>]*aria-label="提示"><p [^>]*>提示<\/p><div><p>第一句。<\/p><\/div><\/aside>$/,
    );
  });

  it('draws no code and no component the site does not register: the boundary says why', () => {
    expect(() => draw('{1 + 1}')).toThrow('code in the body');
    expect(() => draw('export const a = 1\n\n正文')).toThrow('code in the body');
    expect(() => draw('<Claim id={"staff"} />')).toThrow('an attribute is code');
    expect(() => draw('<Claim {...props} />')).toThrow('an attribute is code');
    expect(() => draw('<Script />')).toThrow('<Script> is not an editor component');
    expect(() => draw('<a.b />')).toThrow('is not an editor component');
  });
});
