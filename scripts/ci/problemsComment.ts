/**
 * The pull request's sticky comment when the content check finds errors (an editor who works only on the
 * code-hosting site reads the problems there): in plain
 * Chinese, that there is no preview this time and why, every problem in the check's own words (the
 * list the job summary shows too), and per file a link to edit it on the pull request's branch.
 */
import type { Problem } from '../../src/check/problem';
import { problemList } from '../../src/check/report/markdown';
import { breakLinks, encodePath, plainText } from './commentText';

/**
 * Where the pull request's files live: `${{ github.server_url }}`, the branch's repository (a fork's
 * own for a fork's pull request) and the branch (`github.head_ref`).
 */
type EditTarget = { server: string; repository: string; branch: string };

/**
 * The code-hosting site's page that does `action` (`edit`, `upload`, `delete`) to `path` on the branch;
 * the branch and the path fully encoded, so a `)` in a branch name cannot end the comment's link early.
 */
export function editUrl({ server, repository, branch }: EditTarget, path: string, action = 'edit'): string {
  return `${server.replace(/\/+$/, '')}/${repository}/${action}/${encodePath(branch)}/${encodePath(path)}`;
}

/**
 * What to do with a file on the web: a content file opens in the editor at the lines named; a picture cannot be
 * edited there, so its folder's upload page (a file of the same name replaces it) and its delete page.
 */
function fileLinks(edit: EditTarget, file: string, problems: readonly Problem[]): string {
  if (!file.startsWith('content/images/'))
    return `✏️ [在网页上编辑 ${plainText(file)}](${editUrl(edit, file)})，打开后到第 ${lineList(problems)} 行 (edit this file, go to line ${lineList(problems).replaceAll('、', ', ')})`;
  const folder = file.slice(0, file.lastIndexOf('/'));
  return `🖼️ 图片不能在网页上编辑：[上传另存好的图片到 ${plainText(folder)}](${editUrl(edit, folder, 'upload')})（同名的文件会被替换），或[删掉这个文件](${editUrl(edit, file, 'delete')}) (upload the re-saved picture, or delete this file)`;
}

/** `第 5 行` or `第 5、12 行`: the editor's page has no line anchor, so the comment says where to go. */
const lineList = (problems: readonly Problem[]) => [...new Set(problems.map((problem) => problem.line))].join('、');

/** Without `edit` (a run outside a pull request) the list has no edit links. */
export function problemsComment({ problems, edit }: { problems: readonly Problem[]; edit?: EditTarget }): string {
  const errors = problems.filter((problem) => problem.severity === 'error').length;
  const warnings = problems.length - errors;
  const warningNote = warnings ? `（另有 ${warnings} 个警告，不影响预览，也列在下面）` : '';
  return [
    '### 内容检查未通过，这次没有预览 (content check failed: no preview)',
    '',
    `这次修改后的内容文件里有 **${errors} 个错误**${warningNote}。有错误时网站不会构建，所以这次没有预览站，也没有评审报告。`,
    '',
    '**怎么改：** 按下面每一条的说明改正。点“在网页上编辑”打开那个文件，找到写明的行号改好，然后在页面下方选“Commit directly to the … branch”提交到这个合并请求的分支。提交后系统会自动重新检查；全部改好后，这条评论会换成预览站的链接和二维码。',
    '',
    '每个问题也标在“Files changed”（文件改动）里出错的那一行下面。',
    '',
    `(The content check found ${errors} error${errors === 1 ? '' : 's'}, so the site was not built and there is no preview. Fix each problem below on this branch; once the check passes, this comment shows the preview link.)`,
    '',
    // The messages come from the pull request's own run of the check: shown, never linking or notifying.
    ...problemList(
      problems.map((problem) => ({ ...problem, message: breakLinks(problem.message) })),
      ({ file, problems: inFile }) => (edit ? [fileLinks(edit, file, inFile)] : []),
    ),
  ].join('\n');
}
