/**
 * `npm run content:check`: validates every file under content/ against its schema and
 * prints every problem of the run, one located line each (DESIGN §6). Exit 1 on any error;
 * warnings (for example a target whose deadline has passed) are printed but do not fail.
 */
import { checkContent } from '../src/content/check/checkContent';
import { byPriority, renderProblem } from '../src/content/check/problem';
import { summaryLine } from '../src/content/check/summary';
import { contentToday } from '../src/content/today';

if (process.argv.includes('--help')) {
  console.log(`用法 (usage): npm run content:check [-- --root <folder>]

检查 content/ 下的所有内容文件：YAML 和 MDX 语法、必填字段、字段类型、未知字段、
图片是否存在、数据编号是否存在、正文是否只用了允许的组件。
Checks every content file and lists all problems with file, line and field.`);
  process.exit(0);
}

const rootFlag = process.argv.indexOf('--root');
const root = rootFlag > -1 ? (process.argv[rootFlag + 1] ?? '.') : process.cwd();
const started = performance.now();
const { problems } = checkContent({ root, today: contentToday() });
const errors = problems.filter((problem) => problem.severity === 'error');
// Errors first (they stop the build), then warnings, each with its code frame, then one summary line.
for (const problem of [...problems].sort(byPriority))
  (problem.severity === 'error' ? console.error : console.warn)(`${renderProblem(problem)}\n`);
const summary = summaryLine(problems, Math.round(performance.now() - started));
if (errors.length) {
  console.error(summary);
  process.exit(1);
}
console.log(summary);
