/**
 * The job summary (`$GITHUB_STEP_SUMMARY`) of a content-check step: always the complete list in
 * Chinese, with code frames, because GitHub shows only ten annotations of each kind per step.
 */
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
