/**
 * What a folder from someone else's build may hold: plain folders and files. A link could lead
 * out of the folder, a device or pipe could hang a reader, and an executable has no reason to be there.
 */
import { lstatSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Names a shell, an URL or a terminal would misread (control characters, backslashes). */
// eslint-disable-next-line no-control-regex -- control characters are exactly what this looks for
const ODD_NAME = /[\u0000-\u001f\u007f\\]/;

/** Files and bytes, and one `path: what it is` line per entry that is not a plain folder or file. */
export function inspectTree(root: string) {
  const report = { files: 0, bytes: 0, problems: [] as string[] };
  const walk = (dir: string, relative: string) => {
    // Sorted, so a report lists the same problems in the same order on every machine.
    for (const name of readdirSync(dir).sort()) {
      const path = join(dir, name);
      const shown = relative ? `${relative}/${name}` : name;
      const stat = lstatSync(path);
      if (ODD_NAME.test(name)) report.problems.push(`${JSON.stringify(shown)}: 文件名含控制字符 (odd file name)`);
      else if (stat.isSymbolicLink()) report.problems.push(`${shown}: 是链接 (a symbolic link)`);
      else if (stat.isDirectory()) walk(path, shown);
      else if (!stat.isFile()) report.problems.push(`${shown}: 不是普通文件 (not a plain file)`);
      else if (stat.mode & 0o111) report.problems.push(`${shown}: 是可执行文件 (executable)`);
      else {
        report.files++;
        report.bytes += stat.size;
      }
    }
  };
  walk(root, '');
  return report;
}

/** Throws with every problem of the folder, naming what it is (`{ zh: '预览的构建', en: 'a preview build' }`). */
export function requirePlainTree(root: string, what: { zh: string; en: string }) {
  const report = inspectTree(root);
  if (report.problems.length) {
    throw new Error(
      `${what.zh}只能有普通文件和文件夹 (${what.en} may hold only plain files and folders): ${root}\n  ${report.problems.join('\n  ')}`,
    );
  }
  return report;
}
