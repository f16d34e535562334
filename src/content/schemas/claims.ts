import { z } from 'zod';
import { group, date, text, unconfirmedList, fits } from './fields';

/** Claim ids are written inside `{{ }}` in text and as `<Claim id="…" />` in MDX bodies. */
const CLAIM_ID = /^[a-z][A-Za-z0-9]*$/;

/** What a claim is (广告法 §11): a counted `figure` needs `source` and `asOf`; a `commitment` and a `year` need none. */
const CLAIM_KINDS = ['figure', 'commitment', 'year'] as const;

/** A year (`2023`, the figure of that year) or a day (`2024-06-30`, the figure on that day). */
const asOf = z
  .union([
    z.string().regex(/^\d{4}(-\d{2}-\d{2})?$/),
    // YAML reads `asOf: 2023` as a number.
    z.number().int().min(1900).max(2100),
  ])
  .meta({
    description:
      '统计时间，全年的数字写年份，例如 2023（页面显示“2023 年度”）；某一天的数字写日期，例如 2024-06-30（页面显示“截至 2024 年 6 月底”）；句子里写 {{编号.asOf}} (when the figure was counted)',
    kind: 'asOf',
    example: '2023',
  });

/** One claim: its fields' labels name them in the editor's messages (src/check/rules/claimChecks.ts). */
export const claimSchema = group('一条公司数据 (one company claim)', {
  value: z
    .union([text('数字本身 (the figure)', '4000+'), z.number()])
    .meta({ description: '数字本身，可带 + 或“约” (the figure)', example: '4000+' }),
  unit: z.string().meta({ description: '紧跟数字的单位，可为空 (unit after the figure)', example: '家' }).optional(),
  label: fits(text('这个数字说的是什么 (what the figure counts)', '合作旅行社'), 18),
  kind: z
    .enum(CLAIM_KINDS)
    .optional()
    .meta({
      description:
        '数据的种类，不写就是 figure：figure 统计数字（要写 source 和 asOf）、commitment 服务承诺（例如 24 小时在线）、year 年份（例如 2016 年起） (kind: figure, commitment or year)',
      example: 'commitment',
      choices: { figure: '统计数字', commitment: '服务承诺（例如 24 小时在线）', year: '年份（例如 2016 年起）' },
      formHint: '不选就是统计数字：统计数字要填数据来源和统计时间，服务承诺和年份不用',
    }),
  source: text('数据来源，页面上写在数字旁边 (source of the figure)', '公司统计').optional(),
  asOf: asOf.optional(),
  deadline: date('目标截止日期；过期后内容检查会提醒更新 (deadline of a target)').optional(),
});

/** `content/claims.md`: every figure the company claims, defined once. */
export const claimsSchema = group('公司数据：每个数字只在这里写一次 (company figures)', {
  unconfirmed: unconfirmedList(),
  claims: z
    .record(z.string().regex(CLAIM_ID), claimSchema)
    .meta({ description: '数据表，键是编号，正文用 {{编号}} 引用 (claims by id)' }),
});

export type ClaimsContent = z.infer<typeof claimsSchema>;
export type Claim = ClaimsContent['claims'][string];
