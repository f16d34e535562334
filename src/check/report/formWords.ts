import { BODY_FIELD, type Problem } from '../problem';

/**
 * A problem as the browser editor's form says it (one rule, two renderings). The terminal and
 * the pull request show `message`: file and line before it, keys and commands inside it, English after it.
 * The form names the field by its labels (src/editor/check/formPath.ts) and says what to type in that box:
 * a rule whose message speaks of files, keys or commands gives its form words beside it (`form`), built
 * from the same parts; every other message is its own Chinese, without the English twin.
 */

/**
 * The English twin a message ends with: `… (claim value has thousands separators)`, `… (expected an
 * http(s) address)`: brackets holding Latin and no Chinese, one level of brackets inside.
 */
const ENGLISH_TWIN =
  /\s*\((?:[^()\u3000-\u9fff\uff00-\uffef]|\([^()]*\))*[A-Za-z](?:[^()\u3000-\u9fff\uff00-\uffef]|\([^()]*\))*\)\s*$/;

/** What the terminal says can be corrected by a command; the form has no command. */
export const CONTENT_FIX = '（npm run content:fix 可自动改正）';

/** Places the terminal names by file, named as the editor finds them in the form. */
export const FORM_PLACES = {
  claims: '“公司数据”',
  glossary: '“全站 › 统一用词”',
  titleTemplate: '“全站 › 浏览器标题的格式”',
} as const;

export function formMessage(problem: Pick<Problem, 'message' | 'form'>): string {
  return problem.form ?? problem.message.replace(ENGLISH_TWIN, '');
}

/**
 * The name of what the form has no label path for: the body by its box's label; a whole-file problem by its
 * Chinese (`(文件开头 front matter)` → `文件开头`, `(内容格式 YAML)` → `内容格式`).
 */
export function formFieldFallback(field: string, bodyLabel = '正文'): string {
  if (field === BODY_FIELD) return bodyLabel;
  const inner = /^\((.*)\)$/.exec(field)?.[1] ?? field;
  return (
    inner
      .replace(ENGLISH_TWIN, '')
      .replace(/\s+[A-Za-z][\w\s-]*$/, '')
      .trim() || field
  );
}

/** One line of the editor's notice: `警告：` for a warning, the field as the form names it, and the form's words. */
export function formLine(problem: Problem, fieldName: string): string {
  return `${problem.severity === 'warning' ? '警告：' : ''}${fieldName}：${formMessage(problem)}`;
}
