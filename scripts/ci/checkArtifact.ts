/**
 * `npx tsx scripts/ci/checkArtifact.ts --dir <folder>` in preview-deploy.yml: the Preview run's
 * artifact was written by the pull request's own code, so before anything reads it, it must be
 * data of the expected shape: the expected entries, folders and plain files only, within a size
 * limit, a content-check result whose texts are single lines, and no file a server treats specially
 * (preview.json in any form, precompressed .gz/.br: scripts/shared/servedSpecially.ts), which the
 * preview deploy would drop anyway. Every file must also have a type nginx knows (deploy/mime.types):
 * any other is served as application/octet-stream, which a browser downloads, so an approved preview
 * could otherwise offer an installer (`.apk`, `.exe`) from the company's preview domain.
 * Prints `site=` and `problems=` for $GITHUB_OUTPUT. Nothing here runs a file from the folder.
 */
import { existsSync, lstatSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import { fromJson } from '../../src/check/report/json';
import { readCommandLine, runDirectly } from '../shared/commandLine';
import { inspectTree } from '../shared/plainTree';
import { servedSpecially, specialFiles } from '../shared/servedSpecially';

/** What preview.yml uploads: the check's result, the preview build, the review report. */
const EXPECTED = new Map([
  ['content-check.json', 'file'],
  ['build', 'dir'],
  ['review', 'dir'],
]);
/** Ten times today's preview with its review report (about 15 MB), and a file count to match. */
const MAX_BYTES = 200 * 1024 * 1024;
const MAX_FILES = 20_000;
/** A content file the check names, as the comment links it. */
const CONTENT_FILE = /^content\/[\w\u4e00-\u9fff.-]+(\/[\w\u4e00-\u9fff.-]+)*$/;

/** The extensions deploy/mime.types gives a type, lower case, without the dot. */
export function servedTypes(file = new URL('../../deploy/mime.types', import.meta.url)): Set<string> {
  const body = /types\s*\{([^}]*)\}/.exec(readFileSync(file, 'utf8'))?.[1] ?? '';
  return new Set(
    body
      .split(';')
      .map((entry) => entry.replace(/#.*$/gm, '').trim().split(/\s+/).slice(1))
      .flat()
      .filter(Boolean)
      .map((extension) => extension.toLowerCase()),
  );
}

/** Files below `root` whose extension nginx has no type for, relative and sorted (those refused as served specially aside). */
function untypedFiles(root: string, types: Set<string>): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() && !servedSpecially(entry.name) && !types.has(extname(entry.name).slice(1).toLowerCase()),
    )
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

export function checkArtifact(dir: string, limits = { bytes: MAX_BYTES, files: MAX_FILES }) {
  const problems: string[] = [];
  if (!existsSync(dir) || !lstatSync(dir).isDirectory())
    return { problems: [`${dir}: 不存在 (missing)`], site: false, contentProblems: false };
  for (const name of readdirSync(dir)) {
    const kind = EXPECTED.get(name);
    const stat = lstatSync(join(dir, name));
    if (!kind || (kind === 'dir' ? !stat.isDirectory() : !stat.isFile()))
      problems.push(`${name}: 不该在这里 (unexpected entry)`);
  }
  const build = join(dir, 'build');
  if (existsSync(build) && lstatSync(build).isDirectory()) {
    for (const name of readdirSync(build))
      if (name !== 'client') problems.push(`build/${name}: 不该在这里 (unexpected entry)`);
  }
  const tree = inspectTree(dir);
  problems.push(...tree.problems);
  if (!tree.problems.length) {
    for (const file of specialFiles(dir))
      problems.push(`${file}: 服务器会特殊对待的文件，不接受 (refused: a file the server treats specially)`);
    const types = servedTypes();
    for (const served of ['build', 'review'].filter((name) => existsSync(join(dir, name))))
      for (const file of untypedFiles(join(dir, served), types))
        problems.push(
          `${served}/${file}: 服务器没有这种文件的类型，浏览器会把它当作下载，不接受 (refused: no served type, a browser would download it)`,
        );
  }
  if (tree.bytes > limits.bytes) problems.push(`共 ${tree.bytes} 字节，超过 ${limits.bytes} (too large)`);
  if (tree.files > limits.files) problems.push(`共 ${tree.files} 个文件，超过 ${limits.files} (too many files)`);
  let contentProblems = false;
  const check = join(dir, 'content-check.json');
  if (existsSync(check) && lstatSync(check).isFile()) {
    try {
      const result = fromJson(readFileSync(check, 'utf8'));
      contentProblems = result.summary.errors > 0;
      for (const problem of result.problems) {
        if (!CONTENT_FILE.test(problem.file) || problem.file.includes('..'))
          problems.push(`content-check.json: 文件名不对 (odd file) ${JSON.stringify(problem.file)}`);
      }
    } catch (error) {
      problems.push(
        `content-check.json: 不是内容检查的结果 (not a content-check result): ${(error as Error).message.split('\n')[0]}`,
      );
    }
  }
  const site = existsSync(join(build, 'client', 'index.html')) || existsSync(join(build, 'client', 'preview'));
  return { problems, site, contentProblems };
}

if (runDirectly(import.meta.url)) {
  const { values } = readCommandLine(
    '用法 (usage): npx tsx scripts/ci/checkArtifact.ts --dir <downloaded artifact folder>',
    {
      dir: { type: 'string', default: '' },
    },
  );
  const dir = values.dir;
  const report = checkArtifact(dir);
  if (report.problems.length) {
    console.error(
      `预览的附件不是预期的数据，不部署 (the preview artifact is not the expected data; nothing is deployed): ${dir}\n  ${report.problems.join('\n  ')}`,
    );
    process.exit(1);
  }
  console.log(`site=${report.site}\nproblems=${report.contentProblems}`);
}
