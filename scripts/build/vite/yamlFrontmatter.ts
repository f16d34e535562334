/**
 * How content files compile (vite.config.ts, vitest.config.ts): @mdx-js/rollup with YAML front
 * matter as the `frontmatter` export, and nothing else taken for front matter. The content check
 * runs before any content file compiles (contentPlugin.ts); this is the second line, for any build
 * that compiles content without it: a file the check refuses (src/content/frontmatter) fails here,
 * before MDX parses it, with the same words. Without it, `---js` is not front matter to
 * remark-frontmatter, and the `{ … }` under it would compile as a JavaScript expression of the
 * page, run when the page is pre-rendered (issue 27).
 */
import mdx, { type Options } from '@mdx-js/rollup';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import type { PluggableList } from 'unified';
import { parse } from 'yaml';
import { refusalMessage } from '../../../src/check/report/refusalMessages';
import { LIMITS } from '../../../src/content/frontmatter/limits';
import { frontmatterData, readFrontmatter, type Refusal } from '../../../src/content/frontmatter/read';

const refuse = () => {
  throw new Error('内容文件只能用 YAML 写开头的字段 (front matter must be YAML)');
};

/** remark-frontmatter finds only `---` YAML blocks; remark-mdx-frontmatter would also read TOML, and expand aliases without the limit. */
export const YAML_FRONTMATTER: PluggableList = [
  remarkFrontmatter,
  [
    remarkMdxFrontmatter,
    { parsers: { yaml: (text: string) => parse(text, { maxAliasCount: LIMITS.aliases }), toml: refuse } },
  ],
];

/** Why the content check would not read this file, if it would not. */
export function refusalOf(text: string): Refusal | undefined {
  const read = readFrontmatter(text);
  if (read.refusal) return read.refusal;
  const data = frontmatterData(read);
  return 'refusal' in data ? data.refusal : undefined;
}

export interface ContentMdx {
  name: string;
  enforce: 'pre';
  config: ReturnType<typeof mdx>['config'];
  transform(
    this: { error(message: string): never },
    code: string,
    id: string,
  ): ReturnType<ReturnType<typeof mdx>['transform']>;
}

/** @mdx-js/rollup, which first refuses a Markdown or MDX file the content check refuses to read. */
export function contentMdx(options: Options = {}): ContentMdx {
  const plugin = mdx({ ...options, remarkPlugins: [...YAML_FRONTMATTER, ...(options.remarkPlugins ?? [])] });
  return {
    name: plugin.name,
    // MDX must compile before the React Router plugin sees the modules (TOOLCHAIN).
    enforce: 'pre',
    config: plugin.config,
    transform(code, id) {
      const refusal = /\.mdx?$/.test(id.split('?')[0] ?? '') ? refusalOf(code) : undefined;
      if (refusal) this.error(`${id}:${refusal.line} ${refusalMessage(refusal)}`);
      return plugin.transform(code, id);
    },
  };
}
