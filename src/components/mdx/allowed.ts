/**
 * Components editors may use in MDX bodies, with the attributes each accepts.
 * The content check rejects anything else; `mdxComponents.tsx` implements exactly these.
 */
export const EDITOR_COMPONENTS = {
  /** A company figure from `content/claims.md`: `<Claim id="partnerAgencies" />`. */
  Claim: { required: ['id'], optional: [] },
  /** A highlighted note: `<Note>……</Note>`. */
  Note: { required: [], optional: ['title'] },
} as const satisfies Record<string, { required: readonly string[]; optional: readonly string[] }>;

export type EditorComponentName = keyof typeof EDITOR_COMPONENTS;
