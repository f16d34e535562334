import { z } from 'zod';

/**
 * Field builders shared by every content schema: each field has a description (for the editors' field reference)
 * and, where the check must look beyond the type, a `kind` (image files must exist, QR targets become codes).
 */
export type FieldKind = 'image' | 'qr' | 'url' | 'text' | 'date' | 'asOf' | 'phone' | 'claim' | 'anchor';

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
    /**
     * The most characters the field's place holds in the page's layout (`fits`; how each was measured:
     * docs/cms.md, "Text that fits its place"). A Latin letter, digit or space counts half.
     */
    maxLength?: number;
    /** A field of fixed values: each value's name in the browser editor's menu (the file keeps the value). */
    choices?: Readonly<Record<string, string>>;
    /** The browser editor's help text where the description names keys or values the form does not show. */
    formHint?: string;
    /** For a group whose texts `of` share one line (the header's nav): the most characters they hold together. */
    maxTotal?: { max: number; of: readonly string[] };
  }
}

/**
 * `schema` with the most characters its place in a fixed layout holds (the content check refuses more,
 * rules/textLength.ts). Meta is replaced, not merged, by zod's `.meta()`: the field's own is kept.
 */
export const fits = <T extends z.ZodType>(schema: T, maxLength: number): T =>
  schema.meta({ ...z.globalRegistry.get(schema), maxLength }) as T;

const words = (description: string, example: string | undefined, meta: z.GlobalMeta = {}) =>
  z
    .string()
    .trim()
    .min(1)
    .meta({ description, kind: 'text', ...meta, ...(example ? { example } : {}) });

/** Text shown as it is (a heading, a label, an alternative text); `{{claimId}}` is filled in as plain words. */
export const text = (description: string, example?: string) => words(description, example);

/** A title or a label that stands on its own; it never ends in a colon (`服务热线：` showed its colon on the page). */
export const titleText = (description: string, example?: string) => words(description, example, { role: 'title' });

/** Running text that pages get as Prose and render with <Text>, each `{{claimId}}` a marked figure (a type brand). */
export const prose = (description: string, example?: string) =>
  words(description, example, { figures: 'marked' }).brand<'prose'>();

const matching =
  (pattern: RegExp, kind: FieldKind, defaultExample: string) =>
  (description: string, example = defaultExample) =>
    z.string().regex(pattern).meta({ description, kind, example });

const HTTP = /^https?:\/\/\S+$/;

/**
 * An image file name under `content/images/`. The extension is all lower or all upper case (a camera's
 * `IMG_0001.JPG`): src/content/images.ts reads exactly those, and a `.Jpg` the build would not find.
 */
export const IMAGE_FILE_NAME = /^[\w.-]+\.(?:svg|png|jpe?g|webp|avif|SVG|PNG|JPE?G|WEBP|AVIF)$/;
export const image = matching(IMAGE_FILE_NAME, 'image', 'banner-slide-1.svg');
/** An absolute http(s) address. */
export const url = matching(HTTP, 'url', 'https://www.example.com/');
/** An address that is turned into a QR code at build time. */
export const qrTarget = matching(HTTP, 'qr', 'https://www.example.com/');
/** A calendar date written `YYYY-MM-DD`. */
export const date = matching(/^\d{4}-\d{2}-\d{2}$/, 'date', '2024-12-31');
/** A phone number as written on the site: digits and hyphens. */
export const phone = matching(/^\d[\d-]{5,18}\d$/, 'phone', '400-000-0000');
/** Part of a page address after `#`, so a section can be linked: lower-case letters, digits, hyphens. */
export const anchor = matching(/^[a-z][a-z0-9-]*$/, 'anchor', 'travel-agency');

/** The id of a claim in `content/claims.md`, shown as a big figure. */
export const claimRef = (description: string, example = 'partnerAgencies') =>
  z.string().meta({ description, kind: 'claim', example });

export const group = <T extends z.core.$ZodLooseShape>(description: string, shape: T) =>
  z.strictObject(shape).meta({ description });

export const qrCode = (description: string) =>
  group(description, {
    qr: qrTarget('二维码指向的地址 (QR code target)'),
    alt: text('二维码的替代文字 (alternative text)'),
    caption: text('二维码下方的说明 (caption)'),
  });

export const picture = (description: string, example?: string) =>
  group(description, {
    image: image('图片文件名 (image file in content/images/)', example),
    alt: text('图片的替代文字，供读屏软件朗读 (alternative text)'),
  });

/** Fields whose wording the company has not confirmed: outlined in previews, failing the release check. */
export const unconfirmedList = () =>
  z.array(z.string().trim().min(1)).optional().meta({
    description:
      '措辞还在等公司确认的字段，写法同内容检查提示里的字段名，例如 statements[0].text；公司确认后删掉那一行 (fields awaiting the company’s confirmation)',
    example: 'statements[0].text',
  });

/** Every page file: its browser title, search description and main heading. */
export const pageMeta = {
  title: titleText(
    '浏览器标签和搜索结果中的页面标题，写搜索词，不写公司名：公司名由全站的“浏览器标题的格式”自动加上；加上公司名最多 30 个字 (page <title> without the company name; at most 30 characters with it)',
  ),
  description: text('搜索结果中的页面简介，50–80 个字 (meta description, 50–80 characters)'),
  heading: titleText('页面主标题，每页一个 (the page h1)'),
  unconfirmed: unconfirmedList(),
};

/** A list whose length is the editor's choice, within the range the layout is tested at (360–1920 px). */
export const listOf = <T extends z.ZodType>(item: T, range: readonly [number, number], description: string) =>
  z
    .array(item)
    .min(range[0])
    .max(range[1])
    .meta({ description: `${description}，${range[0]}–${range[1]} 项`, range });
