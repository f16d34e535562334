/**
 * The site's MDX compiler, for the bodies: the front matter is set aside unread (remark-frontmatter), since
 * the loaders get it as data from the build's one reading (virtual:content). The second line behind the
 * content check: a file the check refuses fails here before MDX parses it, with the same words; without
 * it, the `{ … }` under a `---js` would compile as a JavaScript expression run at pre-rendering.
 */
import mdx, { type Options } from '@mdx-js/rollup';
import remarkFrontmatter from 'remark-frontmatter';
import { refusalMessage } from '../../../src/check/report/refusalMessages';
import { splitOrRefuse } from '../../../src/content/frontmatter/read';

/** @mdx-js/rollup, which first refuses a Markdown or MDX file the content check refuses to read. */
export function contentMdx(options: Options = {}) {
  const plugin = mdx({
    ...options,
    remarkPlugins: [remarkFrontmatter, ...(options.remarkPlugins ?? [])],
  });
  return {
    name: plugin.name,
    // MDX must compile before the React Router plugin sees the modules, which cannot read MDX itself.
    enforce: 'pre' as const,
    config: plugin.config,
    transform(this: { error(message: string): never }, code: string, id: string) {
      if (/\.mdx?$/.test(id.split('?')[0] ?? '')) {
        const { refusal } = splitOrRefuse(code);
        if (refusal) this.error(`${id}:${refusal.line} ${refusalMessage(refusal)}`);
      }
      return plugin.transform(code, id);
    },
  };
}
