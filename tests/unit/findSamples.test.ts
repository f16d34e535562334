// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { SampleValue } from '../../src/content/siteData';
import { findSamples } from '../../src/preview/samples/findSamples';

const at = (field: string, value: string, kind?: SampleValue['kind']): SampleValue => ({
  file: 'content/pages/recruitment.mdx',
  line: 12,
  field,
  value,
  ...(kind ? { kind } : {}),
});

describe('preview marks: sample values and wording awaiting the company', () => {
  it('finds a sentence awaiting confirmation even where a marked figure splits it, on its innermost element', () => {
    document.body.innerHTML = `
      <section><h2>服务支持</h2><p id="support">客服 <strong>24 小时</strong>在线，<strong>10 秒</strong>内响应。</p></section>
      <footer><span id="phone">400-000-0000</span></footer>`;
    const hits = findSamples(
      document.body,
      [
        at('support.items[1].text', '客服 24 小时在线，10 秒内响应。', 'unconfirmed'),
        at('hotline.number', '400-000-0000'),
      ],
      {},
    );
    expect(hits.map((hit) => [hit.element.id, hit.samples.map((sample) => sample.kind ?? 'sample')])).toEqual([
      ['support', ['unconfirmed']],
      ['phone', ['sample']],
    ]);
  });

  it('marks an unconfirmed image description by its alt text, and nothing for a sentence not on the page', () => {
    document.body.innerHTML = `<img id="case" src="a.jpg" alt="合作网络示意图"><p>别的文字</p>`;
    const hits = findSamples(
      document.body,
      [
        at('case.picture.alt', '合作网络示意图', 'unconfirmed'),
        at('statements[0].text', '不在本页的句子。', 'unconfirmed'),
      ],
      {},
    );
    expect(hits.map((hit) => hit.element.id)).toEqual(['case']);
  });
});
