import { leaves } from '../../content/schemaWalk';
import type { ContentReport } from '../checkContent';
import { lineOfPath } from '../../content/frontmatter/parseFile';
import { frameAddressProblems } from '../report/frameAddress';
import { findPlaceholders } from '../rules/placeholders';
import { policeFilingProblems } from '../rules/policeFiling';
import { BODY_FIELD, formatPath, type Problem } from '../problem';
import { sampleValues } from '../samples/sampleValues';
import { unconfirmedFields } from '../rules/unconfirmed';

/** One text of the site where a visitor can see it (or follow it): a frontmatter value or a body line. */
export interface TextAt {
  file: string;
  line: number;
  field: string;
  value: string;
}

/** What every rule may read: the content check's report and every visible text, located. */
export interface ReleaseContext {
  root: string;
  today: Date;
  report: ContentReport;
  texts: TextAt[];
}

/**
 * One thing that must be true before the site goes live. Rules are independent and each
 * returns located problems; adding a rule is adding an entry to RELEASE_RULES.
 */
export interface ReleaseRule {
  /** Short English id, for tests and for `--help`. */
  id: string;
  /** What the rule guards, in Chinese, for `--help`. */
  description: string;
  /** Report only fields no other rule has found something in (a listed sample that is also `example.com`). */
  fallback?: boolean;
  /** Finds what waits for the company (sample, placeholder and unconfirmed values): listed after the errors and warnings, which the editor fixes first. */
  samples?: boolean;
  check(context: ReleaseContext): Problem[];
}

const error = (at: Omit<Problem, 'severity' | 'message'>, message: string): Problem => ({
  ...at,
  message,
  severity: 'error',
});

/** Content errors and warnings (a passed deadline, text lost to a comment…) all block a release; warnings stay marked as such. */
export const contentProblems: ReleaseRule = {
  id: 'content',
  description: '内容检查的错误和警告（例如过期的目标、被注释吞掉的文字）',
  check: ({ report }) => report.problems,
};

/** The fields site.md still lists under `samples`. */
export const listedSamples: ReleaseRule = {
  id: 'samples',
  description: 'site.md 的 samples 里仍列着的示例字段',
  fallback: true,
  samples: true,
  check: ({ root }) =>
    sampleValues(root).map(({ file, line, field }) =>
      error({ file, line, field }, '仍是示例值，上线前请换成真实信息并从 site.md 的 samples 中删除 (sample value)'),
    ),
};

/** Example domains, loopback and private addresses, plain http, 示例 texts, all-zero phones and filing numbers. */
export const placeholderValues: ReleaseRule = {
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
};

/** The 公安备案号 a mainland site shows beside its ICP number (issue 15). */
export const policeFiling: ReleaseRule = {
  id: 'policeFiling',
  description: '页脚必须有格式正确的公安备案号',
  check: ({ root }) => policeFilingProblems(root),
};

/** Production frames the developer documentation over https only (issue 13: the CSP has no http: source). */
export const httpsFrame: ReleaseRule = {
  id: 'httpsFrame',
  description: '开发者平台的文档地址必须以 https:// 开头',
  check: ({ root }) => frameAddressProblems(root),
};

/** Wording the company has not confirmed yet (DESIGN §14): each field a content file lists under `unconfirmed`. */
export const unconfirmedCopy: ReleaseRule = {
  id: 'unconfirmed',
  description: '各内容文件 unconfirmed 里仍列着、措辞还在等公司确认的字段',
  // Waits for the company like a sample value: listed after what the editor can fix alone.
  samples: true,
  check: ({ report }) =>
    [...report.valid].flatMap(([file, { schema, data }]) => {
      const parsed = report.parsed.get(file);
      if (!parsed) return [];
      return unconfirmedFields(file, parsed, schema, data).fields.map(({ line, field }) =>
        error(
          { file, line, field },
          `这句话的措辞还在等公司确认。公司确认后，请从本文件的 unconfirmed 列表里删掉 "${field}" 这一行 (wording awaiting the company's confirmation)`,
        ),
      );
    }),
};

export const RELEASE_RULES: ReleaseRule[] = [
  contentProblems,
  unconfirmedCopy,
  placeholderValues,
  policeFiling,
  httpsFrame,
  listedSamples,
];

/** Every string and number of every readable content file, and every line of every body, located. */
export function visibleTexts(report: ContentReport): TextAt[] {
  const texts: TextAt[] = [];
  for (const [file, parsed] of report.parsed) {
    const valid = report.valid.get(file);
    if (valid)
      for (const leaf of leaves(valid.schema, valid.data))
        if (typeof leaf.value === 'string' || typeof leaf.value === 'number')
          texts.push({
            file,
            line: lineOfPath(parsed, leaf.path),
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
