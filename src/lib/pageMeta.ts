import type { MetaDescriptor } from 'react-router';
import { fillClaims } from '../content/claimText';

/** `<title>` and description of a page, from its frontmatter. */
export function pageMeta({ title, description }: { title: string; description: string }): MetaDescriptor[] {
  return [{ title: fillClaims(title) }, { name: 'description', content: fillClaims(description) }];
}
