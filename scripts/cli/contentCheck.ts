/**
 * `npm run content:check`. One result, several views: the terminal text, GitHub annotations
 * plus the job summary, and JSON for a later workflow step.
 */
import { appendFileSync, writeFileSync } from 'node:fs';
import { checkContent } from '../../src/check/checkContent';
import { printReport, summaryLine } from '../../src/check/problem';
import { annotations } from '../../src/check/report/github';
import { jobSummary } from '../../src/check/report/markdown';
import { toJson } from '../../src/check/report/json';
import { contentToday } from '../../src/content/claims';
import { readCommandLine } from '../shared/commandLine';

const FORMATS = ['text', 'github', 'json'];

const { values } = readCommandLine(
  `用法 (usage): npm run content:check [-- --root <folder>] [--format=text|github|json] [--json <file>]

检查 content/ 下的所有内容文件：YAML 和 MDX 语法、必填字段、字段类型、未知字段、
图片是否存在、数据编号是否存在、正文是否只用了允许的组件。
Checks every content file and lists all problems with file, line and field.

  --format=text    默认：每个问题一段（文件:行号 字段: 说明，下面是出错的那一行），最后一行总结
  --format=github  在 GitHub Actions 里用：每个问题一条 ::error / ::warning 命令，显示在合并请求
                   "Files changed" 的对应行下（每步最多显示 10 个错误、10 个警告）；设置了
                   $GITHUB_STEP_SUMMARY 时，把完整列表（含出错的那一行）追加到本次运行的摘要
                   (one workflow command per problem; the complete list goes to the job summary)
  --format=json    把结果（problems 和 summary）以 JSON 打印出来 (the result as JSON)
  --json <file>    另外把同样的 JSON 写到文件，供工作流的下一步使用 (also write the JSON to a file)

退出码 (exit code): 有错误时为 1，只有警告或没有问题时为 0。`,
  { root: { type: 'string' }, format: { type: 'string' }, json: { type: 'string' } },
);

const format = values.format ?? 'text';
if (!FORMATS.includes(format)) {
  console.error(`不认识的输出格式 "${format}"，可用：${FORMATS.join('、')} (unknown --format)`);
  process.exit(2);
}
const root = values.root ?? process.cwd();
const started = performance.now();
const { problems } = checkContent({ root, today: contentToday() });
const elapsed = Math.round(performance.now() - started);
const failed = problems.some((problem) => problem.severity === 'error');
const jsonFile = values.json;
if (jsonFile) writeFileSync(jsonFile, toJson(problems));

if (format === 'json') process.stdout.write(toJson(problems));
else if (format === 'github') {
  for (const line of annotations(problems)) console.log(line);
  const summaryFile = process.env.GITHUB_STEP_SUMMARY;
  if (summaryFile) appendFileSync(summaryFile, `${jobSummary(problems)}\n`);
  console.log(summaryLine(problems, elapsed));
} else printReport(problems, elapsed);
process.exit(failed ? 1 : 0);
