/**
 * `npm run check:release`: lists every sample value and every stale claim still in content,
 * with file and line, and fails if there is any. Run before publishing, not in `npm test`:
 * the repository ships sample values on purpose until the company supplies the real ones.
 */
import { formatProblem } from '../src/content/check/problem';
import { releaseProblems } from '../src/content/check/releaseCheck';

if (process.argv.includes('--help')) {
  console.log('用法 (usage): npm run check:release   列出仍是示例值的字段和已过期的数据，有则失败');
  process.exit(0);
}

const problems = releaseProblems(process.cwd());
for (const problem of problems) console.error(formatProblem(problem));
if (problems.length) {
  console.error(`\n不能发布：${problems.length} 处示例值或过期数据 (not ready for release: ${problems.length} items)`);
  process.exit(1);
}
console.log('可以发布：没有示例值和过期数据 (ready for release)');
