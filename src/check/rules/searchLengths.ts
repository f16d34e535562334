import type { Problem } from '../problem';
import { FORM_PLACES } from '../report/formWords';
import { placeOf, type VisibleText } from './visibleText';

/**
 * The whole browser title, company name included (site.md `titleTemplate`): search results show about
 * 30 Chinese characters and cut the rest, which is where the company name is.
 */
const TITLE_MAX = 30;
/** A meta description search results show whole (about 80 Chinese characters): shorter says too little. */
const DESCRIPTION_RANGE = [50, 80] as const;

/** The 404 page is not indexed (robots noindex): its title and description never reach search results. */
const NOT_INDEXED = 'content/pages/notFound.md';

/** Characters as a reader counts them: 中 is one, so is a letter, a digit or a space. */
const length = (text: string) => [...text].length;

/**
 * Search-result lengths of every indexed page, counted as rendered: figures filled in ({{partnerAgencies}}
 * counts as "4000 余家"), the title inside `titleTemplate` (`{page} - 示例…公司`).
 */
export function searchLengthProblems(texts: readonly VisibleText[], titleTemplate: string): Problem[] {
  const around = length(titleTemplate.replace('{page}', ''));
  const problems: Problem[] = [];
  for (const text of texts) {
    if (!text.file.startsWith('content/pages/') || text.file === NOT_INDEXED) continue;
    const count = length(text.rendered);
    const at = { ...placeOf(text), severity: 'warning' as const };
    const whole = count + around;
    if (text.field === 'title' && whole > TITLE_MAX)
      problems.push({
        ...at,
        message: `页面标题有 ${count} 个字，加上公司名共 ${whole} 个字，搜索结果里公司名会被截掉：请把这里删到 ${Math.max(TITLE_MAX - around, 1)} 个字以内（公司名不用写，由 site.md 的 titleTemplate 自动加上） (title has ${whole} characters with the company name, at most ${TITLE_MAX})`,
        form: `页面标题有 ${count} 个字，加上公司名共 ${whole} 个字，搜索结果里公司名会被截掉：请把这里删到 ${Math.max(TITLE_MAX - around, 1)} 个字以内（公司名不用写，由${FORM_PLACES.titleTemplate}自动加上）`,
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
