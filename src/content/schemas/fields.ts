import { z } from 'zod';

/**
 * Field builders shared by every content schema. Each field carries a one-line
 * description (it feeds the editors' field reference) and, where the content check
 * must look beyond the type, a `kind` (image files must exist, QR targets become codes).
 */
export type FieldKind = 'image' | 'qr' | 'url' | 'text' | 'date' | 'asOf' | 'phone' | 'claim' | 'anchor';

export interface FieldMeta {
  description: string;
  kind?: FieldKind;
  example?: string;
}

declare module 'zod' {
  interface GlobalMeta {
    kind?: FieldKind;
    example?: string;
    /** For lists: the fewest and most items the layout is tested at. */
    range?: readonly [number, number];
    /** Text the page renders with <Text>, which shows each `{{claimId}}` as a marked figure (`prose`). */
    figures?: 'marked';
    /** A title or a label that stands on its own (`titleText`): the content check refuses a colon at its end. */
    role?: 'title';
  }
}

/**
 * Text shown on the page: a heading, a label, an alternative text. May reference claims as
 * `{{claimId}}`; the build fills them in as plain words (src/content/fillClaimFields.ts).
 */
export const text = (description: string, example?: string) =>
  z
    .string()
    .trim()
    .min(1)
    .meta({ description, kind: 'text', ...(example ? { example } : {}) });

/**
 * A title or a label that stands on its own: a page, section or card title, the name shown beside a
 * value, a button's or link's words. Such text never ends in a colon: `hotlineTitle: 服务热线：`
 * passed and showed its colon on the page (issue 29), so the content check refuses one.
 */
export const titleText = (description: string, example?: string) =>
  z
    .string()
    .trim()
    .min(1)
    .meta({ description, kind: 'text', role: 'title', ...(example ? { example } : {}) });

/**
 * Running text (a lead, a card's text, a note) that the page renders with <Text>: each
 * `{{claimId}}` in it shows as a marked figure. The content pass hands it to pages as Prose,
 * words and formatted figures, which only <Text> renders.
 */
export const prose = (description: string, example?: string) =>
  z
    .string()
    .trim()
    .min(1)
    .meta({ description, kind: 'text', figures: 'marked', ...(example ? { example } : {}) })
    // Type only: pages receive such a field as Prose (src/content/prose.ts), not as a string.
    .brand<'prose'>();

/** An image file name under `content/images/`. */
export const image = (description: string, example = 'banner-slide-1.svg') =>
  z
    .string()
    .regex(/^[\w.-]+\.(svg|png|jpe?g|webp|avif)$/i)
    .meta({ description, kind: 'image', example });

/** An absolute http(s) address. */
export const url = (description: string, example = 'https://www.example.com/') =>
  z
    .string()
    .regex(/^https?:\/\/\S+$/)
    .meta({ description, kind: 'url', example });

/** An address that is turned into a QR code at build time. */
export const qrTarget = (description: string, example = 'https://www.example.com/') =>
  z
    .string()
    .regex(/^https?:\/\/\S+$/)
    .meta({ description, kind: 'qr', example });

/** A calendar date written `YYYY-MM-DD`. */
export const date = (description: string, example = '2024-12-31') =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .meta({ description, kind: 'date', example });

/** A phone number as written on the site: digits and hyphens. */
export const phone = (description: string, example = '400-000-0000') =>
  z
    .string()
    .regex(/^\d[\d-]{5,18}\d$/)
    .meta({ description, kind: 'phone', example });

/** The id of a claim in `content/claims.md`, shown as a big figure. */
export const claimRef = (description: string, example = 'partnerAgencies') =>
  z.string().meta({ description, kind: 'claim', example });

/** Part of a page address after `#`, so a section can be linked: lower-case letters, digits, hyphens. */
export const anchor = (description: string, example = 'travel-agency') =>
  z
    .string()
    .regex(/^[a-z][a-z0-9-]*$/)
    .meta({ description, kind: 'anchor', example });

/** A QR code: the address it encodes, its alternative text and caption. */
export const qrCode = (description: string) =>
  z
    .strictObject({
      qr: qrTarget('二维码指向的地址 (QR code target)'),
      alt: text('二维码的替代文字 (alternative text)'),
      caption: text('二维码下方的说明 (caption)'),
    })
    .meta({ description });

/** An image with its alternative text. */
export const picture = (description: string, example?: string) =>
  z
    .strictObject({
      image: image('图片文件名 (image file in content/images/)', example),
      alt: text('图片的替代文字，供读屏软件朗读 (alternative text)'),
    })
    .meta({ description });

/**
 * Fields of this file whose wording the company has not confirmed yet (DESIGN §14), written as the
 * content check names them (`statements[0].text`). Previews outline them; the release check fails
 * while any is listed. The company confirms a sentence by deleting its line.
 */
export const unconfirmedList = () =>
  z.array(z.string().trim().min(1)).optional().meta({
    description:
      '措辞还在等公司确认的字段，写法同内容检查提示里的字段名，例如 statements[0].text；公司确认后删掉那一行 (fields awaiting the company’s confirmation)',
    example: 'statements[0].text',
  });

/** Every page file: its browser title, search description and main heading. */
export const pageMeta = {
  title: titleText(
    '浏览器标签和搜索结果中的页面标题，写搜索词，不写公司名：公司名由 site.md 的 titleTemplate 加上；加上公司名最多 30 个字 (page <title> without the company name; at most 30 characters with it)',
  ),
  description: text('搜索结果中的页面简介，50–80 个字 (meta description, 50–80 characters)'),
  heading: titleText('页面主标题，每页一个 (the page h1)'),
  unconfirmed: unconfirmedList(),
};

/**
 * A list whose length is the editor's choice, within the range the layout is tested at at
 * 360–1920 px (issue 11: lists hold a range, not an exact count). The range is in the field
 * reference, in the guide and in the message an editor gets outside it.
 */
export const listOf = <T extends z.ZodType>(item: T, range: readonly [number, number], description: string) =>
  z
    .array(item)
    .min(range[0])
    .max(range[1])
    .meta({ description: `${description}，${range[0]}–${range[1]} 项`, range });
