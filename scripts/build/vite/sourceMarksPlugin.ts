import { relative } from 'node:path';
import type { Root, RootContent } from 'hast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import type { Plugin } from 'vite';
import { BODY_FIELD } from '../../../src/check/problem';
import type { EditTarget } from '../../../src/preview/editLink';
import { withMark } from '../../../src/content/marks/sourceMark';

/**
 * Preview builds and `npm run dev` mark where each text comes from. `SITE_SOURCE_MARKS=0`
 * builds a preview without, for the test that production pages equal a preview with the marks removed.
 */
export function sourceMarksOn(command: 'build' | 'serve', env: NodeJS.ProcessEnv = process.env): boolean {
  return (command === 'serve' || env.SITE_PREVIEW === '1') && env.SITE_SOURCE_MARKS !== '0';
}

/**
 * Where the pull-request preview's 编辑 control opens files; a fork's branch is not in GITHUB_REPOSITORY
 * (the base): the preview workflow passes the pull request's own repository as SOURCE_REPOSITORY.
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
      // Read by the loaders only (src/content/index.ts): the browser's code is the same in a preview
      // with and without marks, so the two differ by the marks alone (tests/builds/sourceMarks.test.ts).
      return { define: { 'import.meta.env.SITE_SOURCE_MARKS': JSON.stringify(marking) } };
    },
  };
}

/** The blocks an editor writes in a body, each marked with its own line. */
const BLOCKS = new Set(['p', 'h2', 'h3', 'h4', 'li', 'blockquote', 'pre', 'th', 'td', 'dt', 'dd']);

/** Compiled MDX bodies: each block gets `data-source="<file>:<line> 正文 (body)"` (lines of the whole file). */
export function rehypeSourceLines(root = process.cwd()) {
  return (tree: Root, file: { path?: string }) => {
    if (!marking || !file.path) return;
    const name = relative(root, file.path).split('\\').join('/');
    const visit = (node: Root | RootContent | MdxJsxFlowElementHast) => {
      const source = node.position && `${name}:${node.position.start.line} ${BODY_FIELD}`;
      if (node.type === 'element' && BLOCKS.has(node.tagName) && source)
        node.properties = { ...node.properties, dataSource: source };
      // A component's title is shown text: its mark is moved to the element showing it after rendering.
      if (node.type === 'mdxJsxFlowElement' && source)
        for (const attribute of node.attributes)
          if (attribute.type === 'mdxJsxAttribute' && attribute.name === 'title' && typeof attribute.value === 'string')
            attribute.value = withMark(attribute.value, { source });
      if ('children' in node) node.children.forEach(visit);
    };
    visit(tree);
  };
}
