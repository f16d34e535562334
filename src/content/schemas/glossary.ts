import { z } from 'zod';
import { group, text } from './fields';

const term = group('一个术语 (one term)', {
  preferred: text('要用的说法 (preferred term)', 'OTA 供票'),
  avoid: z
    .array(text('不要再用的说法 (variant to avoid)', 'OTA 业务'))
    .min(1)
    .meta({ description: '不要再用的说法，内容检查发现时提示改成“要用的说法” (variants to avoid)' }),
  note: text('什么时候用这个词 (when the term applies)').optional(),
});

const word = group('一个不能用的词 (a word not to use)', {
  word: text('不能用的词 (word not to use)', '抢票'),
  why: text('为什么不能用、改成什么，内容检查的提示里会照抄这句 (why, quoted in the message)'),
});

const apart = group('一个不能和外国并列的地区 (a region listed apart)', {
  name: text('要和外国分开写的地区名 (a region named apart from foreign places)', '台湾'),
  foreign: z
    .array(text('外国或外国地区的名字 (a foreign place)', '日本'))
    .min(1)
    .meta({ description: '不能和它写在同一句里并列的外国和外国地区 (foreign places it must not share a list with)' }),
  why: text('为什么、怎么写，内容检查的提示里会照抄这句 (why and how, quoted in the message)'),
});

/** `content/glossary.md`: one name for each business line and partner role, and words the site never uses. */
export const glossarySchema = group('统一用词：每个业务线和合作角色只用一个名字 (glossary)', {
  terms: z.array(term).meta({ description: '术语表 (terms)' }),
  words: z
    .array(word)
    .optional()
    .meta({ description: '不能用的词，没有替代说法，要删掉或改写整句 (words not to use)' }),
  apart: z
    .array(apart)
    .optional()
    .meta({ description: '不能和外国并列在一个列表里的地区名 (regions listed apart from foreign places)' }),
});

export type GlossaryContent = z.infer<typeof glossarySchema>;
