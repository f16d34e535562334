import type { z } from 'zod';

/**
 * A `prose` field as pages get it: words, and each figure formatted at load with its claim's id so <Text> can mark
 * it; no page formats a claim and the browser needs no claims table.
 */
export type ProsePart = { text: string } | { claim: string; label: string };
export type Prose = readonly ProsePart[];

/** Whether data (an island's props, read back as JSON) is Prose. */
export function isProse(value: unknown): value is Prose {
  const isPart = (part: { text?: unknown; claim?: unknown; label?: unknown } | null) =>
    typeof part === 'object' &&
    part !== null &&
    (typeof part.text === 'string' || (typeof part.claim === 'string' && typeof part.label === 'string'));
  return Array.isArray(value) && value.length > 0 && value.every(isPart);
}

/** A `prose` field as written (schemas/fields.ts brands it, so the pass can tell it apart by type). */
export type ProseSource = string & z.$brand<'prose'>;

/** Content as the pass gives it to a page (`ForPage<HomePageContent>`): every `prose` field's text turned into Prose. */
export type ForPage<T> = T extends ProseSource
  ? Prose
  : T extends readonly (infer Item)[]
    ? ForPage<Item>[]
    : T extends object
      ? { [Key in keyof T]: ForPage<T[Key]> }
      : T;
