import type { z } from 'zod';
import { defOf, metaOf } from '../../content/schemaWalk';

/**
 * The frontmatter to paste into an empty content file, from its schema like docs/字段说明.md: every
 * required field once, a list with one item, each value the field's example or what it holds in words.
 */
export const skeleton = (schema: z.ZodType): string[] => ['---', ...fields(schema, ''), '---'];

/** The required top-level field names, for the one-line message. */
export function requiredFields(schema: z.ZodType): string[] {
  return Object.entries(defOf(schema).shape ?? {})
    .filter(([, child]) => defOf(child).type !== 'optional')
    .map(([key]) => key);
}

function fields(schema: z.ZodType, indent: string): string[] {
  return Object.entries(defOf(schema).shape ?? {}).flatMap(([key, child]) =>
    defOf(child).type === 'optional' ? [] : entry(key, child, indent),
  );
}

/** `key: value`, or `key:` with what it holds below it. */
function entry(key: string, schema: z.ZodType, indent: string): string[] {
  const def = defOf(schema);
  const example = metaOf(schema).example;
  if (def.type === 'object') return [`${indent}${key}:`, ...fields(schema, `${indent}  `)];
  if (def.type === 'record' && def.valueType)
    return [`${indent}${key}:`, ...entry('newId', def.valueType, `${indent}  `)];
  if (def.type === 'array' && def.element) {
    const item = defOf(def.element).type === 'object' ? fields(def.element, `${indent}    `) : [];
    if (!item.length) return [`${indent}${key}:`, `${indent}  - ${plain(value(def.element))}`];
    return [`${indent}${key}:`, `${indent}  - ${item[0]?.trimStart() ?? ''}`, ...item.slice(1)];
  }
  return [`${indent}${key}: ${plain(example ?? value(schema))}`];
}

/** A YAML scalar as written: quoted only where plain text would read as something else. */
const plain = (text: string) => (/^[{[&*!|>'"%@`#-]|: | #|^$/.test(text) ? JSON.stringify(text) : text);

/** A leaf's example, or the Chinese half of its description: `回到首页的链接文字 (link home)` → 回到首页的链接文字. */
function value(schema: z.ZodType): string {
  const meta = metaOf(schema);
  return meta.example ?? (meta.description ?? '').replace(/\s*\(.*\)\s*$/, '');
}
