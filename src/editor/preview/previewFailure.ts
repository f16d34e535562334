import type { FileContext } from '../../check/checkFile';
import type { Problem } from '../../check/problem';
import { BODY_FIELD } from '../../check/problem';
import { formMessage } from '../../check/report/formWords';
import { fillPlaceholders } from '../../content/fillPlaceholders';
import type { SiteContent } from '../../content/schemas/site';
import { formPath } from '../check/formPath';
import { checkText } from '../check/saveCheck';
import type { CmsField } from '../config/cmsFields';
import { BODY_KEY, type Format } from '../format/yamlDocumentFormat';

/** What the preview needs to say why one entry cannot be drawn. */
export interface FailureContext {
  /** The entry's file under content/, e.g. `pages/homePage.mdx`. */
  file: string;
  /** The entry's form, to name a field as the editor sees it (src/editor/check/formPath.ts). */
  fields: readonly CmsField[];
  /** The save format: the entry is checked as it would be written, as the check before a save does. */
  format: Pick<Format, 'toFile'>;
  context: () => FileContext;
  /** site.md's words for a preview that cannot be drawn. */
  texts: Pick<SiteContent['editControl'], 'previewFailed' | 'previewFailedUnknown'>;
}

/**
 * Why the page of an entry cannot be drawn, in the content check's words: the first error the check
 * finds in the entry as it would be saved, at the field the editor sees on the form (`业务板块 › 卡片 5 ›
 * 标题：缺少必填字段`). The saved file passed the check, so an error is what the edit under way brought in.
 * When the check finds nothing, the preview says so and gives the drawing's own error for the maintainers.
 */
export function previewFailure(
  { file, fields, format, context, texts }: FailureContext,
  data: Record<string, unknown>,
  error: unknown,
): string {
  let problems: Problem[] = [];
  try {
    problems = checkText(`content/${file}`, format.toFile(data), context()).filter(
      (problem) => problem.severity === 'error',
    );
  } catch {
    // The check could not read the entry either: say what the drawing said.
  }
  const [first] = problems;
  if (!first) return fillPlaceholders(texts.previewFailedUnknown, { error: technical(error) });
  const body = fields.find((candidate) => candidate.name === BODY_KEY)?.label;
  const field = (first.field === BODY_FIELD ? body : formPath(fields, data, first.field)) ?? first.field;
  return fillPlaceholders(texts.previewFailed, { field, message: formMessage(first) });
}

const technical = (error: unknown) => (error instanceof Error ? error.message : String(error));
