/**
 * What a page with islands carries as `site-data` (src/site/islands/islandData.ts): the site
 * texts its islands read and the images they name, nothing else: no claims, whose figures reach the
 * islands formatted in their texts.
 * Each island is rendered from exactly that data: one that reads a site text it does not declare fails.
 */
import { readFileSync } from 'node:fs';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../src/content/frontmatter/parseFile';
import { claimLabel, fillClaimLabels, proseOf } from '../../src/content/claims';
import type { SiteData } from '../../src/content';
import { siteTexts } from '../../src/content/show';
import type { ClaimsContent } from '../../src/content/schemas/claims';
import type { SiteContent } from '../../src/content/schemas/site';
import { SiteDataContext } from '../../src/content/useSiteData';
import { Island, RenderedIslands, type RenderedIsland } from '../../src/site/islands/Island';
import { islandSiteData } from '../../src/site/islands/islandData';
import type { IslandName } from '../../src/site/islands/registry';
import HomeCarousel from '../../src/site/layout/banner/HomeCarousel';
import { BusinessCards } from '../../src/site/components/home/BusinessCards';
import { CopyButton } from '../../src/site/components/CopyButton';
import { DocFrame } from '../../src/site/components/document/DocFrame';

const read = (file: string) => parseFile(readFileSync(new URL(`../../content/${file}`, import.meta.url), 'utf8')).data;
const claims = fillClaimLabels((read('claims.md') as ClaimsContent).claims);
const site = siteTexts(read('site.md') as SiteContent, { claims, today: new Date() });
const images = Object.fromEntries(
  ['banner-slide-1.svg', 'banner-slide-2.svg', 'banner-slide-3.svg', 'card-ota.svg', 'logo.svg'].map((name) => [
    name,
    { kind: 'vector' as const, src: `/assets/${name}` },
  ]),
);
const DATA: SiteData = { site, claims, conditions: { supplier: [], provider: [] }, images };

/** An island as the pre-rendering records it (src/site/islands/Island.tsx). */
const island = (name: IslandName, props: unknown = {}) => [{ name, props }];

const render = (data: unknown, node: ReactNode) =>
  renderToString(<SiteDataContext value={data as SiteData}>{node}</SiteDataContext>);

describe('Island', () => {
  it('records itself and its props while the page renders, and writes the props for the browser', () => {
    const rendered: RenderedIsland[] = [];
    const props = {
      value: "“A & B” <c> d'e",
      what: '地址',
      labels: { label: '复制', done: '已复制', failed: '{text}' },
    };
    const html = render(
      DATA,
      <RenderedIslands value={rendered}>
        <Island name="copyButton" component={CopyButton} props={props} />
      </RenderedIslands>,
    );
    expect(rendered).toEqual([{ name: 'copyButton', props }]);
    expect(html).toContain('data-island="copyButton"');
    expect(html).toContain('&quot;value&quot;:&quot;“A &amp; B” &lt;c&gt; d&#x27;e&quot;');
  });
});

describe('islandSiteData', () => {
  it('gives the carousel its texts and their pictures only, its figures already formatted', () => {
    const data = islandSiteData(island('carousel'), DATA);
    expect(Object.keys(data.site)).toEqual(['carousel']);
    expect(Object.keys(data.images).sort()).toEqual(site.carousel.slides.map((slide) => slide.image).sort());
    const figures = site.carousel.slides.flatMap((slide) => slide.text.filter((part) => 'claim' in part));
    expect(figures.length, 'a slide of content/site.md shows a figure').toBeGreaterThan(0);
    // The browser gets each figure as words: a reference left as typed would need the claims here.
    expect(JSON.stringify(data)).not.toContain('{{');
    for (const figure of figures) expect(JSON.stringify(data)).toContain(JSON.stringify(figure));
    expect(render(data, <HomeCarousel />)).toContain(site.carousel.pause);
  });

  it('gives a page of copy buttons the close label only, and no claim, target or editors’ sentence', () => {
    const props = {
      value: '400-000-0000',
      what: '服务热线号码',
      labels: { label: '复制', done: '已复制', failed: '{text}' },
    };
    const data = islandSiteData(island('copyButton', props), DATA);
    expect(data).toEqual({ site: { closeLabel: site.closeLabel }, images: {} });
    expect(JSON.stringify(data)).not.toMatch(/deadline|示例值|待公司确认|check:release/);
    expect(render(data, <CopyButton {...props} />)).toContain('复制');
  });

  it('gives the business cards the pictures their props name, and their figures as props', () => {
    const business = {
      toggleLabel: '查看详情',
      cards: [
        {
          title: 'OTA 供票',
          titleEn: 'OTA Supply',
          summary: proseOf(claims, '覆盖 {{stations}}车站'),
          image: 'card-ota.svg',
          detail: proseOf(claims, '…'),
        },
      ],
    };
    const data = islandSiteData(island('businessCards', { business }), DATA);
    expect(data).toEqual({ site: {}, images: { 'card-ota.svg': images['card-ota.svg'] } });
    expect(render(data, <BusinessCards business={business} />)).toContain(
      `覆盖 <span class="claim" data-claim="stations">${claimLabel(claims, 'stations')}</span>车站`,
    );
  });

  it('gives the developer frame its close label and the new-window hint of its link', () => {
    const frame = {
      url: 'https://docs.example.com/',
      title: '开发者文档',
      openLabel: '打开开发者文档',
      loading: '加载中',
      noticeTitle: '无法显示',
      blocked: '被拦截',
      failed: '失败',
    };
    const data = islandSiteData(island('docFrame', { frame }), DATA);
    expect(data).toEqual({ site: { closeLabel: site.closeLabel, newWindow: site.newWindow }, images: {} });
    expect(render(data, <DocFrame frame={frame} />)).toContain(
      `${frame.openLabel}<span class="visually-hidden">${site.newWindow}</span>`,
    );
  });
});
