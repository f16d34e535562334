// The type of `virtual:content` (tsconfig.json `paths`); scripts/build/vite/contentPlugin.ts writes the module.
import type { ContentData, ContentKey } from './collections';
import type { SourceLines } from './marks/sourceLines';

/**
 * Every content file as the build's one reading validated it: its data, of its schema's output type (the
 * check refuses a build whose content does not pass the schema), and where each field is written, for the
 * source marks. Build time only: loaders read it; nothing of it reaches the browser as code.
 */
declare const content: { readonly [K in ContentKey]: { data: ContentData<K>; source: SourceLines } };
export default content;
