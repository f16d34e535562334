import type { MDXComponents } from 'mdx/types';
import type { EditorComponentName } from '../../../content/mdxAllowed';
import { Claim } from './Claim';
import { Conditions } from './Conditions';
import { Note } from './Note';

/** What editors may use in MDX bodies; `allowed.ts` lists the same names for the content check. */
export const mdxComponents = { Claim, Note, Conditions } satisfies Record<EditorComponentName, unknown> & MDXComponents;
