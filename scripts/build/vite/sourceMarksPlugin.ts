import { relative } from 'node:path';
import type { Plugin } from 'vite';
import { BODY_FIELD } from '../../../src/check/problem';
import type { EditTarget } from '../../../src/preview/editLink';
import { withMark } from '../../../src/content/marks/sourceMark';

/**
 * Preview builds (`SITE_PREVIEW=1`) and `npm run dev` mark where each text comes from and offer
 * the 编辑 control (DESIGN §12, src/preview). `SITE_SOURCE_MARKS=0` builds a preview without
 * them: the test that production pages equal a preview with the marks removed builds one.
 */
export function sourceMarksOn(command: 'build' | 'serve', env: NodeJS.ProcessEnv = process.env): boolean {
  return (command === 'serve' || env.SITE_PREVIEW === '1') && env.SITE_SOURCE_MARKS !== '0';
}

/**
 * The pull-request preview knows its branch from the variables GitHub Actions sets; a preview
 * built elsewhere shows the location instead of a link (`npm run dev` opens the local editor).
 * The branch lives in the pull request's own repository, which for a fork is not
 * GITHUB_REPOSITORY (the base): the preview workflow passes it as SOURCE_REPOSITORY.
 */
export function buildEditTarget(env: NodeJS.ProcessEnv = process.env): EditTarget {
  const branch = env.GITHUB_HEAD_REF || env.GITHUB_REF_NAME;
  const repository = env.SOURCE_REPOSITORY || env.GITHUB_REPOSITORY;
  if (env.GITHUB_SERVER_URL && repository && branch)
    return { kind: 'github', server: env.GITHUB_SERVER_URL, repository, branch };
  return { kind: 'none' };
}

/** Set by the plugin's `config` hook, before any MDX file is compiled. */
let marking = false;

export function sourceMarksPlugin(): Plugin {
  return {
    name: 'source-marks',
    config(_config, { command }) {
      marking = sourceMarksOn(command);
      // Read by the loaders only (src/content/index.ts): the browser's code is the same in a
      // preview with and without marks, so the two differ by the marks alone (tests/deploy/sourceMarks.test.ts).
      return { define: { 'import.meta.env.SITE_SOURCE_MARKS': JSON.stringify(marking) } };
    },
  };
}

interface HastNode {
  type: string;
  tagName?: string;
  /** An editor component (`<Note title="…">`): its attributes. */
  attributes?: { type: string; name?: string; value?: unknown }[];
  properties?: Record<string, unknown>;
  position?: { start: { line: number } };
  children?: HastNode[];
}

/** The blocks an editor writes in a body, each marked with its own line. */
const BLOCKS = new Set(['p', 'h2', 'h3', 'h4', 'li', 'blockquote', 'pre', 'th', 'td', 'dt', 'dd']);

/**
 * MDX bodies: each block gets `data-source="<file>:<line> 正文 (body)"` when the preview marks
 * sources (MDX positions are lines of the whole file, frontmatter included). The body is
 * compiled, not loaded, so its blocks are marked here rather than through sourceMark.ts.
 */
export function rehypeSourceLines(root = process.cwd()) {
  return (tree: HastNode, file: { path?: string }) => {
    if (!marking || !file.path) return;
    const name = relative(root, file.path).split('\\').join('/');
    const visit = (node: HastNode) => {
      const source = node.position && `${name}:${node.position.start.line} ${BODY_FIELD}`;
      if (node.type === 'element' && node.tagName && BLOCKS.has(node.tagName) && source)
        node.properties = { ...node.properties, dataSource: source };
      // A component's title is shown text the component renders itself: it carries a source
      // mark, which the post-render pass moves to the element showing it.
      if (node.type === 'mdxJsxFlowElement' && source)
        for (const attribute of node.attributes ?? [])
          if (attribute.name === 'title' && typeof attribute.value === 'string')
            attribute.value = withMark(attribute.value, { source });
      node.children?.forEach(visit);
    };
    visit(tree);
  };
}
