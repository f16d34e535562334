import { imageSize } from 'image-size';
import { IMAGE_FILE_NAME } from '../content/schemas/fields';
import type { Problem } from './problem';

/** What sharp, behind the build's image pipeline, reads: anything else stops the build. */
const READABLE = new Set(['jpg', 'png', 'webp', 'avif', 'gif', 'tiff', 'svg']);
/** image-size names a HEIF file by its brand; an iPhone's photos are HEIC. */
const FORMAT_NAMES: Record<string, string> = {
  heic: 'HEIC 格式的照片（苹果手机常用的格式）',
  heix: 'HEIC 格式的照片（苹果手机常用的格式）',
  hevc: 'HEIC 格式的照片（苹果手机常用的格式）',
  hevx: 'HEIC 格式的照片（苹果手机常用的格式）',
  mif1: 'HEIF 格式的图片',
  msf1: 'HEIF 格式的图片',
};
const label = (type: string) => (type === 'jpg' ? 'JPG' : type.toUpperCase());

/** The format a file's bytes are in, or undefined when they are no picture image-size knows. */
function formatOf(bytes: Uint8Array): string | undefined {
  try {
    return imageSize(bytes).type;
  } catch {
    return undefined;
  }
}

function problemOf(name: string, bytes: Uint8Array): string | undefined {
  const extension = name.slice(name.lastIndexOf('.') + 1);
  const format = formatOf(bytes);
  if (extension.toLowerCase() === 'svg') {
    // image-size looks for `<svg` in the first 1000 bytes only: a long editor's header is no reason to refuse
    // an SVG, so only a file that is certainly another picture is.
    if (!format || format === 'svg') return undefined;
    return `图片文件打不开：这是 ${label(format)} 图片，文件名却以 .${extension} 结尾，页面上会显示成一张坏图。请把文件名改成 .${format}，再改好用到它的字段 (${label(format)} image named .${extension})`;
  }
  if (!format)
    return '图片文件打不开：这个文件不是图片，或者没有上传完整，构建会失败。请重新导出或重新上传这张图片（JPG、PNG、WebP 或 AVIF 格式）；用不到的文件请删掉 (not an image the site can read)';
  if (READABLE.has(format)) return undefined;
  const what = FORMAT_NAMES[format] ?? `${label(format)} 格式的图片`;
  const short = what.slice(0, what.indexOf(' '));
  return `图片文件打不开：这是 ${what}，只是文件名以 .${extension} 结尾，网站读不了 ${short}，构建会失败。请用看图软件或手机相册把它另存为 JPG 或 PNG，再放进 content/images/ (${short} image named .${extension})`;
}

/**
 * Every picture in content/images/ whose bytes the build cannot use, referenced or not: the image pipeline
 * takes every raster in the folder. Node only (the editor's save sees names, not bytes). A name the naming
 * rule refuses is left to that rule's message: one mistake, one message.
 */
export function imageFileProblems(images: ReadonlyMap<string, Uint8Array>): Problem[] {
  return [...images].flatMap(([name, bytes]) => {
    if (!IMAGE_FILE_NAME.test(name)) return [];
    const message = problemOf(name, bytes);
    return message
      ? [{ file: `content/images/${name}`, line: 1, field: '(图片 image)', message, severity: 'error' as const }]
      : [];
  });
}
