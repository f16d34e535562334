import type { MDXComponents } from 'mdx/types';
import type { EditorComponentName } from './allowed';
import { Claim } from './Claim';
import { Note } from './Note';

/** What editors may use in MDX bodies; `allowed.ts` lists the same names for the content check. */
export const mdxComponents = { Claim, Note } satisfies Record<EditorComponentName, unknown> & MDXComponents;
