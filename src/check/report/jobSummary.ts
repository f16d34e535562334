/** The job summary (`$GITHUB_STEP_SUMMARY`): the complete list, since GitHub shows ten annotations of each kind per step. */
import type { Problem } from '../problem';
import { summaryLine } from './summary';
import { escapeMarkdown, problemList } from './markdown';

export function jobSummary(problems: readonly Problem[]): string {
  return [
    '### 内容检查 (content check)',
    '',
    escapeMarkdown(summaryLine(problems)),
    '',
    ...(problems.length ? problemList(problems) : []),
  ].join('\n');
}
