import { lineOf } from '../parse/lines';
import type { DocumentContent } from '../../content/schemas/document';
import type { SiteContent } from '../../content/schemas/site';
import type { ContentReport } from '../checkContent';
import { findPlaceholders } from '../rules/placeholders';
import { BODY_FIELD, formatPath, type Problem } from '../problem';
import { sampleValues } from '../samples/sampleValues';
import { unconfirmedFields } from '../rules/unconfirmed';

/** One text of the site where a visitor can see it (or follow it): a frontmatter value or a body line. */
interface TextAt {
  file: string;
  line: number;
  field: string;
  value: string;
}

/** What every rule may read: the content check's report and every visible text, located. */
interface ReleaseContext {
  report: ContentReport;
  texts: TextAt[];
}

/** One thing that must be true before the site goes live; adding a rule is adding an entry to RELEASE_RULES. */
export interface ReleaseRule {
  /** Short English id, for tests and for `--help`. */
  id: string;
  /** What the rule guards, in Chinese, for `--help`. */
  description: string;
  /** Report only fields no other rule has found something in (a listed sample that is also `example.com`). */
  fallback?: boolean;
  /** Finds what waits for the company (samples, placeholders, unconfirmed wording): listed after the rest. */
  samples?: boolean;
  check(context: ReleaseContext): Problem[];
}

const error = (at: Omit<Problem, 'severity' | 'message'>, message: string): Problem => ({
  ...at,
  message,
  severity: 'error',
});

/** `京公网安备11010502000000号`: a province, the fixed words and the 14-digit record number. */
const POLICE_NUMBER = /^\p{Script=Han}公网安备\s?\d{14}号$/u;

export const RELEASE_RULES: ReleaseRule[] = [
  {
    // Content warnings (a passed deadline, text lost to a comment…) block a release too, still marked as warnings.
    id: 'content',
    description: '内容检查的错误和警告（例如过期的目标、被注释吞掉的文字）',
    check: ({ report }) => report.problems,
  },
  {
    // Wording the company has not confirmed yet.
    id: 'unconfirmed',
    description: '各内容文件 unconfirmed 里仍列着、措辞还在等公司确认的字段',
    samples: true,
    check: ({ report }) =>
      [...report.files.values()].flatMap((entry) =>
        unconfirmedFields(entry).fields.map(({ line, field }) =>
          error(
            { file: entry.file, line, field },
            `这句话的措辞还在等公司确认。公司确认后，请从本文件的 unconfirmed 列表里删掉 "${field}" 这一行 (wording awaiting the company's confirmation)`,
          ),
        ),
      ),
  },
  {
    id: 'placeholders',
    description: '看起来是占位的值：example 域名、本机和内网地址、http 地址、含“示例”的文字、全 0 的电话和备案号',
    samples: true,
    check: ({ texts }) =>
      texts
        // The badge that marks sample values in dev and preview builds says 示例 on purpose; production never shows it.
        .filter((text) => !(text.file === 'content/site.md' && text.field === 'sampleBadge'))
        .flatMap(({ file, line, field, value }) =>
          findPlaceholders(value).map((found) => error({ file, line, field, spot: found.match }, found.reason)),
        ),
  },
  {
    // A mainland site shows its public-security filing number beside the ICP number; a preview may build without it.
    id: 'policeFiling',
    description: '页脚必须有格式正确的公安备案号',
    check: ({ report }) => {
      const file = 'content/site.md';
      const parsed = report.files.get(file)?.parsed;
      // An empty file is the content check's to report.
      if (!parsed) return [];
      const police = (parsed.data as Partial<SiteContent> | undefined)?.police;
      const number = police?.number?.trim() ?? '';
      if (number && POLICE_NUMBER.test(number)) return [];
      // Without the block, point at the ICP number: the filing number goes right after it.
      const at = { file, line: lineOf(parsed, police ? ['police', 'number'] : ['icp']), field: 'police.number' };
      const message = number
        ? `公安备案号“${number}”格式不对，应为“省份简称 + 公网安备 + 14 位数字 + 号”，如“京公网安备11010502000000号” (malformed public-security filing number)`
        : '缺少公安备案号：在 site.md 的 police 下填写 number（如“京公网安备11010502000000号”）和查询地址 url (public-security filing number missing)';
      return [error(at, message)];
    },
  },
  {
    // Browsers block an http frame inside the https site, and the production CSP refuses `http:` sources
    // (scripts/nginx/csp.ts). Dev and preview builds may keep a local `http:` stand-in.
    id: 'httpsFrame',
    description: '开发者平台的文档地址必须以 https:// 开头',
    check: ({ report }) => {
      const file = 'content/pages/document.mdx';
      const parsed = report.files.get(file)?.parsed;
      if (!parsed) return [];
      const url = (parsed.data as DocumentContent | undefined)?.frame?.url;
      // A missing or malformed address is the content check's to report.
      if (!url || !URL.canParse(url) || new URL(url).protocol === 'https:') return [];
      return [
        error(
          { file, line: lineOf(parsed, ['frame', 'url']), field: 'frame.url' },
          '正式站的开发者文档地址必须以 https:// 开头：HTTPS 页面里的 http 地址会被浏览器拦截 (production needs an https:// frame address)',
        ),
      ];
    },
  },
  {
    id: 'samples',
    description: 'site.md 的 samples 里仍列着的示例字段',
    fallback: true,
    samples: true,
    check: ({ report }) =>
      sampleValues(report).map(({ file, line, field }) =>
        error({ file, line, field }, '仍是示例值，上线前请换成真实信息并从 site.md 的 samples 中删除 (sample value)'),
      ),
  },
];

/** Every string and number of every readable content file, and every line of every body, located. */
export function visibleTexts(report: ContentReport): TextAt[] {
  const texts: TextAt[] = [];
  for (const { file, parsed, leaves } of report.files.values()) {
    for (const leaf of leaves)
      if (typeof leaf.value === 'string' || typeof leaf.value === 'number')
        texts.push({
          file,
          line: leaf.line,
          field: formatPath(leaf.path),
          value: String(leaf.value),
        });
    parsed.body.split('\n').forEach((value, index) => {
      // Editors' notes `{/* … */}` never reach the page.
      if (value.trim() && !/^\s*\{\/\*.*\*\/\}\s*$/.test(value))
        texts.push({ file, line: parsed.bodyLine + index, field: BODY_FIELD, value });
    });
  }
  return texts;
}
