import type { Problem } from './problem';
import type { VisibleText } from './visibleText';

/** The page title before the company suffix (site.md `titleTemplate`): longer ones are cut off in search results. */
export const TITLE_MAX = 26;
/** A meta description search engines show whole: shorter says too little, longer is cut off. */
export const DESCRIPTION_RANGE = [50, 120] as const;

/** The 404 page is not indexed (robots noindex): its title and description never reach search results. */
const NOT_INDEXED = 'content/pages/notFound.md';

/** Characters as a reader counts them: 中 is one, so is a letter, a digit or a space. */
const length = (text: string) => [...text].length;

/**
 * Search-result lengths of every indexed page (issue 20), counted on the text as rendered: each
 * `{{claimId}}` filled in as the page fills it ({{partnerAgencies}} counts as "4000 余家").
 */
export function searchLengthProblems(texts: readonly VisibleText[]): Problem[] {
  const problems: Problem[] = [];
  for (const text of texts) {
    if (!text.file.startsWith('content/pages/') || text.file === NOT_INDEXED) continue;
    const count = length(text.rendered);
    const at = { file: text.file, line: text.line, field: text.field, severity: 'warning' as const };
    if (text.field === 'title' && count > TITLE_MAX)
      problems.push({
        ...at,
        message: `页面标题有 ${count} 个字，公司名加在后面以后，搜索结果里会被截断：请删到 ${TITLE_MAX} 个字以内（公司名不用写，由 site.md 的 titleTemplate 自动加上） (title has ${count} characters, at most ${TITLE_MAX} before the company name)`,
      });
    const [min, max] = DESCRIPTION_RANGE;
    if (text.field === 'description' && (count < min || count > max))
      problems.push({
        ...at,
        message:
          count < min
            ? `页面简介只有 ${count} 个字，搜索结果里显得太单薄：请写到 ${min}–${max} 个字，说清这一页有什么 (description has ${count} characters, needs ${min}–${max})`
            : `页面简介有 ${count} 个字，搜索结果里会被截断：请删到 ${min}–${max} 个字 (description has ${count} characters, needs ${min}–${max})`,
      });
  }
  return problems;
}
