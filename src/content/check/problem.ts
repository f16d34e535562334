/** One thing wrong with a content file, located for the editor. */
export interface Problem {
  /** Path relative to the repository root, e.g. `content/pages/homePage.mdx`. */
  file: string;
  /** 1-based line in that file. */
  line: number;
  /** Field path such as `carousel.slides[2].image`, or `正文` for the MDX body. */
  field: string;
  /** Chinese first, English in brackets (DESIGN §6). */
  message: string;
  severity: 'error' | 'warning';
}

/** `content/pages/home.mdx:12 businessCards[2].image: 找不到图片文件 "ota.png" (image file not found)` */
export function formatProblem(problem: Problem): string {
  const prefix = problem.severity === 'warning' ? '警告 (warning) ' : '';
  return `${prefix}${problem.file}:${problem.line} ${problem.field}: ${problem.message}`;
}

export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || '(根 root)';
}

export const BODY_FIELD = '正文 (body)';
