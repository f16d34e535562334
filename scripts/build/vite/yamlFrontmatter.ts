/**
 * The site's MDX compiler, with YAML front matter only. The second line behind the content check: a
 * file the check refuses fails here before MDX parses it, with the same words; without it, the `{ … }`
 * under a `---js` would compile as a JavaScript expression run at pre-rendering.
 */
import mdx, { type Options } from '@mdx-js/rollup';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdxFrontmatter from 'remark-mdx-frontmatter';
import { parse } from 'yaml';
import { refusalMessage } from '../../../src/check/report/refusalMessages';
import { LIMITS } from '../../../src/content/frontmatter/limits';
import { frontmatterData, readFrontmatter } from '../../../src/content/frontmatter/read';

const refuse = () => {
  throw new Error('内容文件只能用 YAML 写开头的字段 (front matter must be YAML)');
};

/** @mdx-js/rollup, which first refuses a Markdown or MDX file the content check refuses to read. */
export function contentMdx(options: Options = {}) {
  const plugin = mdx({
    ...options,
    remarkPlugins: [
      // remark-mdx-frontmatter would also read TOML, and expand aliases without the limit.
      remarkFrontmatter,
      [
        remarkMdxFrontmatter,
        { parsers: { yaml: (text: string) => parse(text, { maxAliasCount: LIMITS.aliases }), toml: refuse } },
      ],
      ...(options.remarkPlugins ?? []),
    ],
  });
  return {
    name: plugin.name,
    // MDX must compile before the React Router plugin sees the modules (TOOLCHAIN).
    enforce: 'pre' as const,
    config: plugin.config,
    transform(this: { error(message: string): never }, code: string, id: string) {
      if (/\.mdx?$/.test(id.split('?')[0] ?? '')) {
        const read = readFrontmatter(code);
        const data = read.refusal ? undefined : frontmatterData(read);
        const refusal = read.refusal ?? (data && 'refusal' in data ? data.refusal : undefined);
        if (refusal) this.error(`${id}:${refusal.line} ${refusalMessage(refusal)}`);
      }
      return plugin.transform(code, id);
    },
  };
}
