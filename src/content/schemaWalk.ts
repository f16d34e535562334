import { z } from 'zod';
import type { FieldKind } from './schemas/fields';

/** The parts of a zod definition the walkers read. */
export type Def = {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  valueType?: z.ZodType;
  options?: z.ZodType[];
};

export const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;

/** Description and kind given to a field by the builders in `schemas/fields.ts`. */
export function metaOf(
  schema: z.ZodType,
): Pick<
  z.GlobalMeta,
  'description' | 'kind' | 'example' | 'range' | 'figures' | 'role' | 'maxLength' | 'maxTotal' | 'choices' | 'formHint'
> {
  return z.globalRegistry.get(schema) ?? {};
}

/** Optional wrappers carry no meaning for walking: look through them. */
export function unwrap(schema: z.ZodType): z.ZodType {
  const def = defOf(schema);
  if ((def.type === 'optional' || def.type === 'nullable' || def.type === 'default') && def.innerType)
    return unwrap(def.innerType);
  return schema;
}

/** The children of an object, list or map schema, keyed like the data they describe. */
export function childSchema(schema: z.ZodType, key: PropertyKey): z.ZodType | undefined {
  const def = defOf(unwrap(schema));
  if (def.type === 'object') return def.shape?.[String(key)];
  if (def.type === 'array') return def.element;
  if (def.type === 'record') return def.valueType;
  return undefined;
}

export function schemaAt(schema: z.ZodType, path: readonly PropertyKey[]): z.ZodType | undefined {
  return path.reduce<z.ZodType | undefined>((current, key) => current && childSchema(current, key), schema);
}

export type FieldValue = {
  path: (string | number)[];
  value: unknown;
  kind: FieldKind | undefined;
  role?: 'title';
  /** The most characters the field's place holds (schemas/fields.ts `fits`). */
  maxLength?: number;
};

/** Every leaf value of already-validated data, with the kind (and role) its schema gives it. */
export function leaves(schema: z.ZodType, data: unknown, path: (string | number)[] = []): FieldValue[] {
  if (data !== null && typeof data === 'object') {
    const entries = Array.isArray(data) ? data.map((item, index) => [index, item] as const) : Object.entries(data);
    return entries.flatMap(([key, value]) => {
      const child = childSchema(schema, key);
      return child ? leaves(child, value, [...path, key]) : [];
    });
  }
  const role = metaOf(schema).role ?? metaOf(unwrap(schema)).role;
  const maxLength = metaOf(schema).maxLength ?? metaOf(unwrap(schema)).maxLength;
  return [
    {
      path,
      value: data,
      kind: metaOf(schema).kind ?? metaOf(unwrap(schema)).kind,
      ...(role ? { role } : {}),
      ...(maxLength ? { maxLength } : {}),
    },
  ];
}
