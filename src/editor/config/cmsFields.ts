import type {
  CmsFieldBase,
  CmsFieldFileOrImage,
  CmsFieldList,
  CmsFieldMarkdown,
  CmsFieldRelation,
} from 'decap-cms-core';
import type { z } from 'zod';
import { defOf, metaOf, unwrap } from '../../content/schemaWalk';
import { labelAndHint } from '../../content/fieldLabel';

export { labelAndHint };
import { COLLECTIONS } from '../../preview/editorLink';
import { UNCONFIRMED_KEY } from '../../check/rules/unconfirmed';

/**
 * One zod schema → the Decap CMS widget that edits it. Pure: the schemas are the one source
 * of truth; their descriptions (as docs/字段说明.md prints them) become each widget's label and help text.
 */

/**
 * The part of Decap's field configuration we generate, and `content_check`: where the content check's
 * schema for this field is (`pages/homePage.mdx:business.cards`), for src/editor/check.
 */
export type CmsField = Pick<CmsFieldBase, 'name' | 'hint' | 'required'> &
  Partial<Pick<CmsFieldList, 'min' | 'max' | 'collapsed' | 'summary'>> &
  Partial<Pick<CmsFieldRelation, 'collection' | 'file' | 'value_field' | 'search_fields' | 'display_fields'>> &
  Partial<Pick<CmsFieldMarkdown, 'editor_components' | 'modes' | 'buttons'>> &
  Partial<Pick<CmsFieldFileOrImage, 'choose_url'>> & {
    options?: { value: string; label: string }[];
    label: string;
    widget: string;
    fields?: CmsField[];
    field?: CmsField;
    content_check?: string;
  };

/** The widget each file's `unconfirmed` list gets: marks beside the fields it names (src/editor/confirm/). */
export const UNCONFIRMED_WIDGET = 'unconfirmed';

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

/** Looks through optional wrappers, keeping the outermost description; tells whether there was one. */
function unwrapOptional(schema: z.ZodType) {
  const inner = unwrap(schema);
  let at = schema;
  let description = metaOf(at).description;
  while (!description && at !== inner) {
    at = defOf(at).innerType as z.ZodType;
    description = metaOf(at).description;
  }
  return { inner, optional: inner !== schema, description };
}

/**
 * The widget for one field named `name`, at `path` in content file `file`. A text widget over a
 * string and a list over an array name that place as `content_check`, so the editor judges the
 * field by the content check's own rules and words; a list item's place is `*`.
 */
export function fieldFor(name: string, schema: z.ZodType, file: string, path: string[] = []): CmsField {
  const { inner, optional, description } = unwrapOptional(schema);
  const meta = metaOf(inner);
  const { label, hint: described } = labelAndHint(description, name);
  // The form's own words where the description names keys or values the form does not show.
  const choices = meta.choices ?? metaOf(schema).choices;
  const formHint = meta.formHint ?? metaOf(schema).formHint;
  const longHint = formHint ?? described;
  // A menu's values are not typed: no example of one.
  const example = meta.example && !choices ? `例如：${meta.example}` : undefined;
  // How much the field's place on the page holds (rules/textLength.ts says so on saving too).
  const fitting = meta.maxLength ? `最多 ${meta.maxLength} 个字` : undefined;
  const hint = [longHint, example, fitting].filter(Boolean).join('。') || undefined;
  const base = { name, label, ...(hint ? { hint } : {}), ...(optional ? { required: false } : {}) };
  const def = defOf(inner);
  const check = { content_check: `${file}:${path.join('.')}` };
  // The file's list of fields awaiting the company: marks beside those fields, each with 已确认 (confirm/).
  if (path.length === 1 && path[0] === UNCONFIRMED_KEY)
    return { name, label, widget: UNCONFIRMED_WIDGET, required: false };
  const item = [...path, '*'];

  if (def.type === 'object' && def.shape) {
    const fields = Object.entries(def.shape).map(([key, child]) => fieldFor(key, child, file, [...path, key]));
    return { ...base, widget: 'object', fields };
  }

  if (def.type === 'array' && def.element) {
    const [min, max] = meta.range ?? arrayBounds(inner);
    const element = unwrap(def.element);
    const limits = { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
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

  // Fixed values are picked from a menu by their Chinese names; the file keeps the value.
  if (def.type === 'enum' && choices)
    return {
      ...base,
      widget: 'select',
      options: Object.entries(choices).map(([value, choice]) => ({ value, label: choice })),
    };
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
