import type { CmsField } from '../config/cmsFields';
import type { Format } from '../format/yamlDocumentFormat';
import { formPath } from './formPath';
import { checkSave, SaveRefused } from './saveCheck';
import { siteContext, uploadedNames } from './siteContext';

interface ImmutableLike {
  get(key: string): unknown;
  toJS(): unknown;
}

/**
 * Decap's `preSave` event (awaited by backend.ts persistEntry before anything is written): the entry as
 * it would be saved goes through the content check, and a problem that stands throws, which Decap turns
 * into its failure notice (`ui.toast.onFailToPersist`). Nothing is committed.
 */
export function preSaveCheck(
  formatOf: (collection: string) => Format,
  fieldsOf: (collection: string, entry: string) => readonly CmsField[],
) {
  return ({ entry }: { entry: ImmutableLike }) => {
    const path = String(entry.get('path'));
    const data = (entry.get('data') as ImmutableLike).toJS() as Record<string, unknown>;
    const format = formatOf(String(entry.get('collection')));
    const problems = checkSave(path, data, (saved) => format.toFile(saved), siteContext(uploadedNames(entry)));
    const fields = fieldsOf(String(entry.get('collection')), String(entry.get('slug')));
    if (problems.length) throw new SaveRefused(problems, (field) => formPath(fields, data, field));
    // Nothing to change: Decap keeps the entry as it is.
    return undefined;
  };
}
