import { z } from 'zod';
import { date, text } from './fields';

/** Claim ids are written inside `{{ }}` in text and as `<Claim id="…" />` in MDX bodies. */
export const CLAIM_ID = /^[a-z][A-Za-z0-9]*$/;

const claim = z
  .strictObject({
    value: z
      .union([text('数字本身 (the figure)', '4000+'), z.number()])
      .meta({ description: '数字本身，可带 + 或“约” (the figure)', example: '4000+' }),
    unit: z.string().meta({ description: '紧跟数字的单位，可为空 (unit after the figure)', example: '家' }).optional(),
    label: text('这个数字说的是什么 (what the figure counts)', '合作旅行社'),
    deadline: date('目标截止日期；过期后内容检查会提醒更新 (deadline of a target)').optional(),
  })
  .meta({ description: '一条公司数据 (one company claim)' });

/** `content/claims.md`: every figure the company claims, defined once (DESIGN §6). */
export const claimsSchema = z
  .strictObject({
    claims: z
      .record(z.string().regex(CLAIM_ID), claim)
      .meta({ description: '数据表，键是编号，正文用 {{编号}} 引用 (claims by id)' }),
  })
  .meta({ description: '公司数据：每个数字只在这里写一次 (company figures)' });

export type ClaimsContent = z.infer<typeof claimsSchema>;
export type Claim = ClaimsContent['claims'][string];
