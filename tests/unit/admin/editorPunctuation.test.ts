import { describe, expect, it, vi } from 'vitest';
import { EDITOR_LOCALE } from '../../../src/editor/locale';

// The package's main file is a browser bundle; its ES modules are what the editor's build takes.
vi.mock('decap-cms-locales', () => import('decap-cms-locales/dist/esm/index.js'));

type Phrases = { [key: string]: string | Phrases };

/** Every phrase of the editor by its dotted key. */
function phrases(node: Phrases, path: string[] = []): [string, string][] {
  return Object.entries(node).flatMap(([key, value]) =>
    typeof value === 'string'
      ? [[[...path, key].join('.'), value] as [string, string]]
      : phrases(value, [...path, key]),
  );
}

describe('the editor’s own words', () => {
  it('punctuate Chinese as Chinese: no half-width colon, comma, semicolon, ! or ? after a Chinese character', () => {
    // "保存内容失败: 页面主标题：…" was the refused save's notice: Decap's zh_Hans writes its colons half-width.
    const halfWidth = phrases(EDITOR_LOCALE).filter(([, text]) => /\p{Script=Han}[:,;!?]/u.test(text));
    expect(halfWidth.map(([key, text]) => `${key}: ${text}`)).toEqual([]);
  });
});
