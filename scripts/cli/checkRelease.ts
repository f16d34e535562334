/** `npm run check:release`; not in `npm test`: the repository ships sample values until the company sends real ones. */
import { renderProblem } from '../../src/check/problem';
import { releaseGroups } from '../../src/check/release/releaseCheck';
import { RELEASE_RULES } from '../../src/check/release/releaseRules';
import { contentToday } from '../../src/content/claims';
import { readCommandLine } from '../shared/commandLine';

readCommandLine(
  `用法 (usage): npm run check:release   发布前检查，发现以下任何一项就失败：
${RELEASE_RULES.map((rule) => `  - ${rule.description} (${rule.id})`).join('\n')}`,
  {},
);

const { errors, warnings, samples } = releaseGroups(process.cwd(), contentToday());
// What is broken before what waits for the company.
for (const [title, problems] of [
  ['错误 (errors)', errors],
  ['警告 (warnings)', warnings],
  ['示例值、占位值和待公司确认的文字 (sample, placeholder and unconfirmed values)', samples],
] as const) {
  if (!problems.length) continue;
  console.error(`== ${title}：${problems.length} 处 ==\n`);
  for (const problem of problems) console.error(`${renderProblem(problem)}\n`);
}
if (errors.length + warnings.length + samples.length) {
  console.error(
    `不能发布：${errors.length} 个错误，${warnings.length} 个警告，${samples.length} 处示例值、占位值或待确认的文字 (not ready for release: ${errors.length} errors, ${warnings.length} warnings, ${samples.length} sample, placeholder or unconfirmed values)`,
  );
  process.exit(1);
}
console.log('可以发布：没有示例值、占位值和内容问题 (ready for release)');
