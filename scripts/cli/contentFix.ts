/** `npm run content:fix`: the check's typography corrections, each inside its line, so comments and quoting stay. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyFixes } from '../../src/check/rules/copyFix';
import { parseFile } from '../../src/content/frontmatter/parseFile';
import { readCommandLine } from '../shared/commandLine';

const { values } = readCommandLine(
  `用法 (usage): npm run content:fix [-- --root <folder>]

按内容检查的排版提示自动改正 content/ 下的文字：中英文和数字之间的空格、全角标点、
省略号、破折号、引号，以及从 Word、微信粘贴带进来的看不见的字符（不换行空格、零宽空格等）和全角数字（电话、网址、日期里的全角字母、数字和冒号也改成半角）。只改有问题的那一处，注释、顺序和引号不动。用词（glossary.md）需要手动改。
Applies the typography corrections of the content check to the content files.`,
  { root: { type: 'string' } },
);

const root = values.root ?? process.cwd();
const { edits, files } = copyFixes(root);
for (const [file, text] of files) {
  // A correction must never break the file: one that leaves the YAML unreadable is not written.
  if (parseFile(text).yamlErrors.length) {
    console.error(`${file}: 改正后 YAML 无法读取，没有写入，请手动修改 (fix would break the YAML, not written)`);
    for (const edit of edits) if (edit.file === file) edit.applied = false;
    continue;
  }
  writeFileSync(join(root, file), text);
}
for (const edit of edits)
  console.log(
    `${edit.file}:${edit.line} ${edit.field}: ${edit.applied ? '已改正' : '请手动修改'} “${edit.before}” → “${edit.after}”${edit.applied ? '' : ' (fix by hand)'}`,
  );
const manual = edits.filter((edit) => !edit.applied).length;
console.log(
  edits.length
    ? `改正 ${edits.length - manual} 处${manual ? `，${manual} 处需要手动修改` : ''} (fixed ${edits.length - manual}${manual ? `, ${manual} by hand` : ''})`
    : '没有需要改正的排版问题 (nothing to fix)',
);
