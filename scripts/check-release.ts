/**
 * `npm run check:release`: lists every sample value and every stale claim still in content,
 * with file and line, and fails if there is any. Run before publishing, not in `npm test`:
 * the repository ships sample values on purpose until the company supplies the real ones.
 */
import { renderProblem } from '../src/content/check/problem';
import { releaseProblems } from '../src/content/check/releaseCheck';
import { RELEASE_RULES } from '../src/content/check/releaseRules';
import { contentToday } from '../src/content/today';

if (process.argv.includes('--help')) {
  console.log(`用法 (usage): npm run check:release   发布前检查，发现以下任何一项就失败：
${RELEASE_RULES.map((rule) => `  - ${rule.description} (${rule.id})`).join('\n')}`);
  process.exit(0);
}

const problems = releaseProblems(process.cwd(), contentToday());
for (const problem of problems) console.error(`${renderProblem(problem)}\n`);
if (problems.length) {
  console.error(
    `不能发布：${problems.length} 处示例值、占位值或内容问题 (not ready for release: ${problems.length} items)`,
  );
  process.exit(1);
}
console.log('可以发布：没有示例值、占位值和内容问题 (ready for release)');
