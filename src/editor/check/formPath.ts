import { RECORD_KEY_FIELD, type CmsField } from '../config/cmsFields';
import { parseFieldPath } from '../../check/rules/unconfirmed';

const FORM_PATH_SEPARATOR = ' › ';

type Data = Record<string, unknown>;

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null;

/** What a collapsed list item's header shows: its `summary` filled from the item, or the list's label and the item's number. */
function itemHeader(list: CmsField, item: unknown, index: number): string {
  const filled = (list.summary ?? '')
    .replace(/\{\{fields\.(\w+)\}\}/g, (_, name: string) => {
      const value = isData(item) ? item[name] : item;
      return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
    })
    .trim();
  return filled || `${list.label} ${index + 1}`;
}

/**
 * A problem's field path in the words of the form the editor has open: each field's label and, for
 * a list item, what its header shows, in the order the editor opens them
 * (`sections[0].features[8].text` → `业务板块 › 旅行社业务 › 业务要点 › 发展目标 › 要点说明`). The
 * content check names fields by their keys, which the form never shows. Undefined when the path is
 * not a field of this form (the MDX body, a YAML syntax error): the caller keeps the check's words.
 */
export function formPath(fields: readonly CmsField[], data: unknown, path: string): string | undefined {
  const names: string[] = [];
  let siblings: readonly CmsField[] | undefined = fields;
  let list: CmsField | undefined;
  let value: unknown = data;
  for (const step of parseFieldPath(path)) {
    if (list) {
      // A list item: by its index, or by its key where a keyed map is shown as a list (claims.md).
      const items: unknown[] = Array.isArray(value) ? value : [];
      const index =
        typeof step === 'number' ? step : items.findIndex((item) => isData(item) && item[RECORD_KEY_FIELD] === step);
      const item = index >= 0 ? items[index] : isData(value) && !Array.isArray(value) ? value[step] : undefined;
      if (item === undefined) return undefined;
      names.push(index >= 0 ? itemHeader(list, item, index) : String(step));
      siblings = list.fields;
      value = item;
      list = undefined;
      if (!siblings) return names.join(FORM_PATH_SEPARATOR);
      continue;
    }
    const field: CmsField | undefined = siblings?.find((candidate) => candidate.name === step);
    if (!field) return undefined;
    names.push(field.label);
    value = isData(value) ? value[field.name] : undefined;
    siblings = field.fields;
    list = field.widget === 'list' ? field : undefined;
  }
  return names.length ? names.join(FORM_PATH_SEPARATOR) : undefined;
}
