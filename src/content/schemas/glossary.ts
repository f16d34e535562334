import { z } from 'zod';
import { text } from './fields';

const term = z
  .strictObject({
    preferred: text('要用的说法 (preferred term)', 'OTA 供票'),
    avoid: z
      .array(text('不要再用的说法 (variant to avoid)', 'OTA 业务'))
      .min(1)
      .meta({ description: '不要再用的说法，内容检查发现时提示改成 preferred (variants to avoid)' }),
    note: text('什么时候用这个词 (when the term applies)').optional(),
  })
  .meta({ description: '一个术语 (one term)' });

/** `content/glossary.md`: one name for each business line and partner role (issue 15). */
export const glossarySchema = z
  .strictObject({
    terms: z.array(term).meta({ description: '术语表 (terms)' }),
  })
  .meta({ description: '统一用词：每个业务线和合作角色只用一个名字 (glossary)' });

export type GlossaryContent = z.infer<typeof glossarySchema>;
