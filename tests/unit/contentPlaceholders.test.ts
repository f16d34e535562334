import { describe, expect, it } from 'vitest';
import { findPlaceholders } from '../../src/check/rules/placeholders';

const matches = (text: string) => findPlaceholders(text).map((found) => found.match);

describe('findPlaceholders (release check by pattern)', () => {
  it('finds reserved example domains, however they are written', () => {
    expect(matches('https://www.example.com/')).toEqual(['www.example.com']);
    expect(matches('见 login.EXAMPLE.org 登录')).toEqual(['login.EXAMPLE.org']);
    expect(matches('api.example、shop.test、a.invalid、dev.localhost、localhost:3000')).toEqual(['api.example']);
    expect(matches('shop.test')).toEqual(['shop.test']);
    expect(matches('http://localhost:3000/')).toEqual(['localhost']);
  });

  it('finds loopback, private and link-local addresses, and plain http', () => {
    expect(matches('http://127.0.0.1:8090/')).toEqual(['127.0.0.1']);
    for (const ip of ['10.1.2.3', '192.168.0.8', '172.20.1.1', '169.254.9.9', '[::1]'])
      expect(matches(`https://${ip}/`)).toEqual([ip]);
    expect(matches('http://www.12306.cn/')).toEqual(['http://www.12306.cn/']);
    expect(matches('https://www.12306.cn/ 172.32.0.1')).toEqual([]);
  });

  it('finds sample texts and all-zero phone and filing numbers', () => {
    expect(matches('示例铁路票务服务有限公司 - 首页')).toEqual(['示例铁路票务服务有限公司']);
    expect(matches('北京市丰台区示例路 1 号示例大厦')).toEqual(['北京市丰台区示例路']);
    expect(matches('热线 400-000-0000，手机 138-0000-0000')).toEqual(['400-000-0000']);
    expect(matches('手机 13800000000')).toEqual(['13800000000']);
    expect(matches('京ICP备00000000号-1')).toEqual(['ICP备00000000号-1']);
    expect(matches('京公网安备 00000000000000号')).toEqual(['公网安备 00000000000000号']);
  });

  it('leaves real values alone', () => {
    for (const text of [
      '400-123-4000',
      '010-12340000',
      '京ICP备12345678号-1',
      'https://mp.weixin.qq.com/s/AbC',
      '2024 年服务 5000+ 家旅行社',
      'https://www.12306.cn/',
    ])
      expect(matches(text), text).toEqual([]);
  });

  it('explains each finding in Chinese first', () => {
    expect(findPlaceholders('https://www.example.com')[0]?.reason).toBe(
      '"www.example.com" 是示例用的保留域名，请换成公司真实的网址 (reserved example domain)',
    );
  });
});
