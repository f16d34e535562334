import type { SourceLocation } from '../content/marks/sourceMark';

/**
 * Where the 编辑 control sends the editor, fixed when the preview is built (sourceMarksPlugin.ts):
 * `github` the pull request's branch on the code host; `local` `npm run dev`, whose server opens the
 * file in the developer's own editor; `none` (a preview built elsewhere) shows the file and line to copy.
 */
export type EditTarget =
  | { kind: 'github'; server: string; repository: string; branch: string }
  | { kind: 'local'; base: string }
  | { kind: 'none' };

/**
 * The address that opens `location` for editing, if any. GitHub's file view takes a line (`#L5`) and
 * has its own 编辑 pencil; its editor view (`/edit/…`) opens at the top whatever the fragment.
 */
export function editHref(location: SourceLocation, target: EditTarget): string | undefined {
  switch (target.kind) {
    case 'github': {
      const branch = target.branch.split('/').map(encodeURIComponent).join('/');
      const file = location.file.split('/').map(encodeURIComponent).join('/');
      return `${target.server}/${target.repository}/blob/${branch}/${file}#L${location.line}`;
    }
    case 'local':
      // Vite's dev server answers this with the file opened in the local editor (launch-editor).
      return `${target.base}__open-in-editor?file=${encodeURIComponent(`${location.file}:${location.line}`)}`;
    case 'none':
      return undefined;
  }
}

/** Written on `<html>` by the preview build's post-render pass (scripts/build/sourceMarks.ts). */
export const EDIT_TARGET_ATTRIBUTE = 'data-edit-target';

/** The page's edit target; undefined (no control) on a preview built with `SITE_SOURCE_MARKS=0`. */
export function pageEditTarget(doc: Document): EditTarget | undefined {
  // `import.meta.hot` exists only on Vite's dev server (`import.meta.env.DEV` follows NODE_ENV).
  if (import.meta.hot) return { kind: 'local', base: import.meta.env.BASE_URL };
  const json = doc.documentElement.getAttribute(EDIT_TARGET_ATTRIBUTE);
  return json ? (JSON.parse(json) as EditTarget) : undefined;
}
