/** One GitHub annotation per problem, shown under its line in the pull request's "Files changed". */
import { byPriority, type Problem } from '../problem';

/** GitHub shows at most this many errors, and as many warnings, per step as annotations; it drops the rest silently. */
const ANNOTATIONS_PER_STEP = 10;

/** A command's message: `%`, CR and LF would end or corrupt the command (GitHub's toolkit escapeData). */
export const escapeData = (text: string): string =>
  text.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');

/** A property value (`file=…,title=…`): also `:` and `,`, which separate properties (toolkit escapeProperty). */
export const escapeProperty = (text: string): string => escapeData(text).replaceAll(':', '%3A').replaceAll(',', '%2C');

/** `::error file=content/site.md,line=15,title=hotline.number::格式不正确 …` */
export function annotation(problem: Problem): string {
  const properties = `file=${escapeProperty(problem.file)},line=${problem.line},title=${escapeProperty(problem.field)}`;
  return `::${problem.severity} ${properties}::${escapeData(problem.message)}`;
}

/** Every problem as a workflow command, errors first; a notice points to the job summary when GitHub would drop some. */
export function annotations(problems: readonly Problem[]): string[] {
  const sorted = [...problems].sort(byPriority);
  const lines = sorted.map(annotation);
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const warnings = problems.length - errors;
  const hidden = Math.max(0, errors - ANNOTATIONS_PER_STEP) + Math.max(0, warnings - ANNOTATIONS_PER_STEP);
  if (hidden)
    lines.push(
      `::notice title=${escapeProperty('内容检查 (content check)')}::${escapeData(
        `还有 ${hidden} 个问题没有显示在文件里（GitHub 每一步最多显示 ${ANNOTATIONS_PER_STEP} 个错误和 ${ANNOTATIONS_PER_STEP} 个警告）。完整列表见本次运行的摘要 (Summary) 和合并请求里的评论。 (${hidden} more problems are listed in the job summary)`,
      )}`,
    );
  return lines;
}
