// Content files compile through @mdx-js/rollup: the body is the module. Their front matter reaches the loaders
// as data, through virtual:content (virtualContent.d.ts).
declare module '*.mdx' {
  import type { MDXProps } from 'mdx/types';
  import type { JSX } from 'react';
  export default function MDXContent(props: MDXProps): JSX.Element;
}

declare module '*.md' {
  import type { MDXProps } from 'mdx/types';
  import type { JSX } from 'react';
  export default function MDXContent(props: MDXProps): JSX.Element;
}

declare module 'virtual:qr-codes' {
  /** SVG data URIs of every QR target in content, keyed by the target address. */
  const codes: Record<string, string>;
  export default codes;
}

declare module 'virtual:sample-values' {
  import type { SampleValue } from './siteData';
  /** Sample values still in content; empty in production builds. */
  const samples: SampleValue[];
  export default samples;
}

interface ImportMetaEnv {
  /** True in `npm run dev` and preview builds (`SITE_PREVIEW=1`): sample values are marked on the page. */
  readonly SITE_MARK_SAMPLES: boolean;
  /** True in `npm run dev` and preview builds: texts carry where they come from (src/preview). */
  readonly SITE_SOURCE_MARKS: boolean;
}
