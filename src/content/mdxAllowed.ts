/** Components editors may use in MDX bodies (mdxComponents.tsx), with their attributes: the check rejects others. */
export const EDITOR_COMPONENTS = {
  /** A company figure from `content/claims.md`: `<Claim id="partnerAgencies" />`. */
  Claim: { required: ['id'], optional: [] },
  /** A highlighted note: `<Note>……</Note>`. */
  Note: { required: [], optional: ['title'] },
  /** A partner role's conditions, written once in recruitment.mdx, on any page: `<Conditions of="supplier" />`. */
  Conditions: { required: ['of'], optional: [] },
} as const satisfies Record<string, { required: readonly string[]; optional: readonly string[] }>;

export type EditorComponentName = keyof typeof EDITOR_COMPONENTS;

/** The lists `<Conditions of="…" />` may show: recruitment.mdx's `supplier.items` and `provider.items`, with their names in the messages. */
export const CONDITION_LISTS = {
  supplier: '供应商入驻条件，写在 recruitment.mdx 的 supplier.items',
  provider: '城市服务商的条件和规则，写在 recruitment.mdx 的 provider.items',
} as const;

export type ConditionList = keyof typeof CONDITION_LISTS;

export const isConditionList = (value: unknown): value is ConditionList =>
  typeof value === 'string' && Object.hasOwn(CONDITION_LISTS, value);
