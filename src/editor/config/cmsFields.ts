import type { z } from 'zod';
import { defOf, metaOf } from '../../content/schemaWalk';
import { COLLECTIONS } from '../../preview/editorLink';

/**
 * One zod schema → the Decap CMS widget that edits it (DESIGN §13). Pure: the schemas in
 * src/content/schemas are the one source of truth, and their descriptions (the same text the
 * field reference docs/字段说明.md prints) become each widget's Chinese label and help text.
 */

/** The part of Decap's field configuration we generate. */
export interface CmsField {
  name: string;
  label: string;
  widget: string;
  hint?: string;
  required?: boolean;
  fields?: CmsField[];
  field?: CmsField;
  min?: number;
  max?: number;
  collapsed?: boolean;
  summary?: string;
  choose_url?: boolean;
  collection?: string;
  file?: string;
  value_field?: string;
  search_fields?: string[];
  display_fields?: string[];
  editor_components?: string[];
  modes?: string[];
  buttons?: string[];
  /** Where the content check's schema for this field is (`pages/homePage.mdx:business.cards`): src/editor/check. */
  content_check?: string;
}

/** The name of the key field a keyed map (`claims: { staff: {…} }`) gets when shown as a list. */
export const RECORD_KEY_FIELD = 'id';

/** Where claims are picked from: the claims collection's file and its list of ids. */
export const CLAIMS_PICKER = { collection: COLLECTIONS.claims, file: 'claims', list: 'claims' } as const;

/** A field whose value is a claim id, picked from the claims entry by its label: never typed. */
export function claimPicker(name: string, label: string): CmsField {
  return {
    name,
    label,
    widget: 'relation',
    collection: CLAIMS_PICKER.collection,
    file: CLAIMS_PICKER.file,
    value_field: `${CLAIMS_PICKER.list}.*.${RECORD_KEY_FIELD}`,
    search_fields: [`${CLAIMS_PICKER.list}.*.${RECORD_KEY_FIELD}`, `${CLAIMS_PICKER.list}.*.label`],
    display_fields: [`${CLAIMS_PICKER.list}.*.label`],
  };
}

/**
 * `'业务名称 (title)'` → label `业务名称`; a long description keeps its first clause as the
 * label and becomes the help text, so the form stays short and nothing is lost.
 */
export function labelAndHint(description: string | undefined, name: string): { label: string; hint?: string } {
  if (!description) return { label: name };
  // The English in brackets is for the terminal's messages; the form speaks Chinese only.
  const chinese = description.replace(/\s*\([^()]*[A-Za-z][^()]*\)/g, '').trim() || description;
  const label = chinese.split(/[，；]/)[0] ?? chinese;
  return label === chinese ? { label } : { label, hint: chinese };
}

/** Looks through optional wrappers; tells whether there was one. */
function unwrapOptional(schema: z.ZodType): { inner: z.ZodType; optional: boolean; description?: string } {
  let inner = schema;
  let optional = false;
  let description = metaOf(schema).description;
  while (['optional', 'nullable', 'default'].includes(defOf(inner).type) && defOf(inner).innerType) {
    optional = true;
    inner = defOf(inner).innerType as z.ZodType;
    description ??= metaOf(inner).description;
  }
  return { inner, optional, description: description ?? metaOf(inner).description };
}

/**
 * The widget for one field named `name`, at `path` in content file `file`. A text widget over a
 * string and a list over an array name that place as `content_check`, so the editor judges the
 * field by the content check's own rules and words; a list item's place is `*`.
 */
export function fieldFor(name: string, schema: z.ZodType, file: string, path: string[] = []): CmsField {
  const { inner, optional, description } = unwrapOptional(schema);
  const meta = metaOf(inner);
  const { label, hint: longHint } = labelAndHint(description, name);
  const example = meta.example ? `例如：${meta.example}` : undefined;
  const hint = [longHint, example].filter(Boolean).join('。') || undefined;
  const base = { name, label, ...(hint ? { hint } : {}), ...(optional ? { required: false } : {}) };
  const def = defOf(inner);
  const check = { content_check: `${file}:${path.join('.')}` };
  const item = [...path, '*'];

  if (def.type === 'object' && def.shape) {
    const fields = Object.entries(def.shape).map(([key, child]) => fieldFor(key, child, file, [...path, key]));
    return { ...base, widget: 'object', fields };
  }

  if (def.type === 'array' && def.element) {
    const range = meta.range ?? arrayBounds(inner);
    const element = unwrapOptional(def.element).inner;
    const limits = {
      ...(range[0] !== undefined ? { min: range[0] } : {}),
      ...(range[1] !== undefined ? { max: range[1] } : {}),
    };
    if (defOf(element).type === 'object') {
      const fields = fieldFor(name, element, file, item).fields ?? [];
      const first = fields.find((field) => field.widget === 'string');
      const summary = first ? { summary: `{{fields.${first.name}}}` } : {};
      return { ...base, widget: 'list', ...limits, collapsed: true, ...summary, fields, ...check };
    }
    const one = fieldFor(name, element, file, item);
    // An item without its own description (`samples: z.array(z.string())`) is named after its list.
    // Collapsed items show the summary, or else the field's label for every item alike: show the value.
    const field = one.label === name ? { ...one, label } : one;
    return { ...base, widget: 'list', ...limits, summary: `{{fields.${one.name}}}`, field, ...check };
  }

  // A keyed map is edited as a list whose items carry their key (the save format turns it back).
  if (def.type === 'record' && def.valueType) {
    const value = fieldFor(name, def.valueType, file, item);
    const key: CmsField = {
      name: RECORD_KEY_FIELD,
      label: '编号',
      widget: 'string',
      hint: '只用英文字母和数字，以小写字母开头；别处用 {{编号}} 引用',
    };
    const summary = `{{fields.${RECORD_KEY_FIELD}}}`;
    return { ...base, widget: 'list', collapsed: true, summary, fields: [key, ...(value.fields ?? [])] };
  }

  if (meta.kind === 'image') return { ...base, widget: 'image', choose_url: false };
  if (meta.kind === 'claim') return { ...base, ...claimPicker(name, label) };
  const typed = def.type === 'string' ? check : {};
  // Running text the page shows as a paragraph gets a box that grows; everything else one line.
  if (meta.figures === 'marked') return { ...base, widget: 'text', ...typed };
  return { ...base, widget: 'string', ...typed };
}

function arrayBounds(schema: z.ZodType): [number | undefined, number | undefined] {
  const bag = (schema as unknown as { _zod: { bag?: { minimum?: number; maximum?: number } } })._zod.bag ?? {};
  return [bag.minimum, bag.maximum];
}
