import type { EditorComponentOptions } from 'decap-cms-core';
import { createElement } from 'react';
import { CONDITION_LISTS } from '../content/mdxAllowed';
import { ClaimChip } from './ClaimChip';
import { claimPicker } from './config/cmsFields';

/**
 * The blocks an MDX body offers (src/content/mdxAllowed.ts: Claim, Note and Conditions, nothing else),
 * written exactly as the content check and the site read them.
 */
export const EDITOR_COMPONENTS: EditorComponentOptions[] = [
  {
    id: 'claim',
    label: '数据',
    fields: [{ ...claimPicker('id', '数据'), hint: '从 claims.md 的公司数据中选一个' }] as never,
    pattern: /^<Claim id="([^"]+)" \/>$/,
    fromBlock: (match: RegExpMatchArray) => ({ id: match[1] }),
    toBlock: (data: { id?: string }) => `<Claim id="${data.id ?? ''}" />`,
    toPreview: (data: { id?: string }) => `{{${data.id ?? ''}}}`,
  },
  {
    // The same figure inside a sentence, shown as a chip (Decap 3.13's inline components). Not in the body's
    // component menu: a new figure is inserted with the block above, whose form has the claim picker (an
    // inline one would need a dialog of our own).
    id: 'claim-inline',
    label: '数据',
    type: 'inline',
    pattern: /<Claim id="([^"]+)" \/>/,
    fromInline: (match: RegExpMatchArray) => ({ id: match[1] }),
    toInline: (data: { id?: string }) => `<Claim id="${data.id ?? ''}" />`,
    toPreview: (data: { id?: string }) => createElement(ClaimChip, { id: data.id ?? '' }),
  },
  {
    id: 'note',
    label: '提示框',
    fields: [
      { name: 'title', label: '标题', widget: 'string', required: false },
      { name: 'text', label: '内容', widget: 'text' },
    ],
    pattern: /^<Note(?: title="([^"]*)")?>\n([\s\S]*?)\n<\/Note>$/,
    fromBlock: (match: RegExpMatchArray) => ({ title: match[1] ?? '', text: (match[2] ?? '').replace(/^ {2}/gm, '') }),
    toBlock: (data: { title?: string; text?: string }) =>
      `<Note${data.title ? ` title="${data.title}"` : ''}>\n${(data.text ?? '').replace(/^/gm, '  ')}\n</Note>`,
    toPreview: (data: { title?: string; text?: string }) =>
      `<aside><strong>${data.title ?? ''}</strong><p>${data.text ?? ''}</p></aside>`,
  },
  {
    id: 'conditions',
    label: '条件列表',
    fields: [
      {
        name: 'of',
        label: '哪一组条件',
        widget: 'select',
        options: Object.entries(CONDITION_LISTS).map(([value, label]) => ({ value, label })),
        hint: '条件的文字在“资源合作”页里改，这里只选显示哪一组',
      },
    ],
    pattern: /^<Conditions of="([^"]*)" \/>$/,
    fromBlock: (match: RegExpMatchArray) => ({ of: match[1] }),
    toBlock: (data: { of?: string }) => `<Conditions of="${data.of ?? ''}" />`,
    toPreview: (data: { of?: string }) => `<p>${CONDITION_LISTS[data.of as keyof typeof CONDITION_LISTS] ?? ''}</p>`,
  },
] as never;
