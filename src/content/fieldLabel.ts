import type { z } from 'zod';
import { metaOf, unwrap } from './schemaWalk';

/**
 * `'业务名称 (title)'` → label `业务名称`; a long description keeps its first clause as the label and
 * becomes the help text, so the form stays short and nothing is lost. The browser editor labels its
 * fields with it (src/editor/config/cmsFields.ts), and the content check names fields by it where it
 * speaks to the form.
 */
export function labelAndHint(description: string | undefined, name: string): { label: string; hint?: string } {
  if (!description) return { label: name };
  // The English in brackets is for the terminal's messages; the form speaks Chinese only.
  const chinese = description.replace(/\s*\([^()]*[A-Za-z][^()]*\)/g, '').trim() || description;
  const label = chinese.split(/[，；]/)[0] ?? chinese;
  return label === chinese ? { label } : { label, hint: chinese };
}

/** The label the form shows for a field of `shape`, in “”: how a message names a box the editor can see. */
export function formLabel(shape: Record<string, z.ZodType>, key: string): string {
  const field = shape[key];
  const description = field ? (metaOf(field).description ?? metaOf(unwrap(field)).description) : undefined;
  return `“${labelAndHint(description, key).label}”`;
}
