import type { MDXComponents } from 'mdx/types';
import type { EditorComponentName } from '../../../content/mdxAllowed';
import { BodyLink } from './BodyLink';
import { Claim } from './Claim';
import { Conditions } from './Conditions';
import { Note } from './Note';

/**
 * What editors may use in MDX bodies (`mdxAllowed.ts` lists the same names for the content check), and how a
 * body's Markdown links render.
 */
export const mdxComponents = { Claim, Note, Conditions, a: BodyLink } satisfies Record<EditorComponentName, unknown> &
  MDXComponents;
