import type { z } from 'zod';
import { CONTENT_FILES } from './collections';
import { defOf, metaOf } from './schemaWalk';

const TYPE_NAMES: Record<string, string> = {
  string: '文字',
  number: '数字',
  object: '一组字段',
  array: '列表',
  record: '编号 → 一组字段',
};
const KIND_NAMES: Record<string, string> = {
  image: '图片文件名',
  qr: '网址（生成二维码）',
  url: '网址',
  date: '日期',
  phone: '电话',
  claim: '数据编号',
  anchor: '地址后缀',
};

/** `（最多 10 个字）`: how much its place holds (schemas/fields.ts `fits`, `maxTotal`). */
function limit(schema: z.ZodType): string {
  const { maxLength, maxTotal } = metaOf(schema);
  if (maxLength) return `（最多 ${maxLength} 个字）`;
  if (maxTotal) return `（${maxTotal.of.join('、')} 一共最多 ${maxTotal.max} 个字）`;
  return '';
}

function typeName(schema: z.ZodType): string {
  return baseTypeName(schema) + limit(schema);
}

function baseTypeName(schema: z.ZodType): string {
  const def = defOf(schema);
  const kind = metaOf(schema).kind;
  if (kind && KIND_NAMES[kind]) return KIND_NAMES[kind];
  if (def.type === 'union') return (def.options ?? []).map(typeName).join('或');
  const range = metaOf(schema).range;
  if (def.type === 'array' && def.element)
    return `${typeName(def.element)}的列表${range ? `（${range[0]}–${range[1]} 项）` : ''}`;
  return TYPE_NAMES[def.type] ?? def.type;
}

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** The table rows of a field and of the fields in it; none of its own for a list's item or a map's value. */
function rows(schema: z.ZodType, path: string, own = true): string[] {
  let current = schema;
  let optional = false;
  // Descriptions may sit on the wrapper or on the field inside it.
  let meta = metaOf(current);
  while (defOf(current).type === 'optional' && defOf(current).innerType) {
    optional = true;
    current = defOf(current).innerType as z.ZodType;
    meta = { ...metaOf(current), ...meta };
  }
  const def = defOf(current);
  const example = meta.example ? `\`${cell(meta.example)}\`` : '';
  const row = `| \`${cell(path)}\` | ${typeName(current)} | ${optional ? '可选' : '必填'} | ${cell(meta.description ?? '')} | ${example} |`;
  const head = path && own ? [row] : [];
  if (def.type === 'object' && def.shape)
    return [
      ...head,
      ...Object.entries(def.shape).flatMap(([key, child]) => rows(child, path ? `${path}.${key}` : key)),
    ];
  if (def.type === 'array' && def.element && defOf(def.element).type === 'object')
    return [...head, ...rows(def.element, `${path}[]`, false)];
  if (def.type === 'record' && def.valueType) return [...head, ...rows(def.valueType, `${path}.<编号>`, false)];
  return head;
}

/** `docs/字段说明.md`: every content file kind, field, type, whether required, and an example. */
export function fieldReference(): string {
  // A page's own copy of a shared kind (`textPageSchema.meta(…)`, named for the editor's list) shares its
  // definition: one section per kind, described by the kind.
  const byKind = new Map<unknown, { schema: z.ZodType; files: string[] }>();
  for (const [file, schema] of Object.entries(CONTENT_FILES)) {
    const kind = byKind.get(schema._zod.def) ?? {
      schema: (schema._zod.parent as z.ZodType | undefined) ?? schema,
      files: [],
    };
    byKind.set(schema._zod.def, { ...kind, files: [...kind.files, file] });
  }
  const sections = [...byKind.values()].map(({ schema, files }) => {
    return [
      `## ${files.map((file) => `content/${file}`).join('、')}`,
      '',
      metaOf(schema).description ?? '',
      '',
      '| 字段 (field) | 类型 (type) | 必填 (required) | 说明 (description) | 示例 (example) |',
      '| --- | --- | --- | --- | --- |',
      ...rows(schema, ''),
    ].join('\n');
  });
  return [
    '<!-- 此文件由 npm run docs:fields 根据 src/content/schemas 生成，请勿手改 (generated; do not edit by hand) -->',
    '',
    '# 字段说明 (content field reference)',
    '',
    '每个内容文件可以写哪些字段。`a.b` 表示 `a` 下面的 `b`；`a[]` 表示列表 `a` 里每一项的字段；`<编号>` 是自己起的编号。',
    '数字写 `{{编号}}` 引用 content/claims.md 里的数据；图片写 content/images/ 里的文件名。',
    '',
    ...sections.flatMap((section) => [section, '']),
  ].join('\n');
}
