/**
 * Content files must be UTF-8 (a byte-order mark is accepted). Many Chinese tools save GBK/GB18030 or
 * UTF-16, which read as UTF-8 is mojibake, so they are refused here, before YAML, MDX or the bundler.
 */

/** How to re-save as UTF-8 in the editors the company's staff use: Notepad, WPS, VS Code. */
const RESAVE_HINT =
  '请用 UTF-8 重新保存：记事本选“另存为”，编码选“UTF-8”；WPS 选“另存为”，编码选“UTF-8”；VS Code 点右下角的编码名，选“通过编码保存”→“UTF-8”';

type Decoded =
  | { ok: true; text: string }
  | {
      ok: false;
      /** 1-based line of the first byte that is not UTF-8. */
      line: number;
      /** 1-based character of that byte in the shown line, when it can be pointed at. */
      column?: number;
      /** The file as well as it can be shown (GBK decoded as GBK), for the code frame. */
      shown: string;
      message: string;
    };

const UTF8_BOM = [0xef, 0xbb, 0xbf];

/** Decodes a content file, or says in Chinese why it cannot be read as UTF-8. */
export function decodeContent(bytes: Uint8Array): Decoded {
  const utf16 = utf16Kind(bytes);
  if (utf16) {
    const shown = new TextDecoder(utf16).decode(bytes);
    return {
      ok: false,
      line: 1,
      shown,
      message: `文件是 UTF-16 编码，网站只能读 UTF-8 编码的文件。${RESAVE_HINT} (file is UTF-16, expected UTF-8)`,
    };
  }
  const hasBom = UTF8_BOM.every((byte, index) => bytes[index] === byte);
  const body = hasBom ? bytes.subarray(3) : bytes;
  const shown = new TextDecoder('utf-8').decode(body);
  const line = lineOfFirstInvalid(body);
  if (line === undefined) return { ok: true, text: shown };
  const gbk = decodesAsChinese(body);
  if (gbk !== undefined)
    return {
      ok: false,
      line,
      shown: gbk,
      message: `文件不是 UTF-8 编码，看起来是 GBK（GB18030）编码，网页上的中文会变成乱码。${RESAVE_HINT} (file is not UTF-8; it looks like GBK)`,
    };
  const column = (shown.split('\n')[line - 1] ?? '').indexOf('\uFFFD') + 1;
  return {
    ok: false,
    line,
    ...(column ? { column } : {}),
    shown,
    message: `这一行有不是 UTF-8 的字节（显示为 �），可能是从别处粘贴来的乱码。请删掉这一行的乱码，重新输入这几个字后保存；如果整个文件都是乱码，${RESAVE_HINT} (invalid UTF-8 bytes)`,
  };
}

/** UTF-16 by its byte-order mark, or by the zero bytes every ASCII character carries in it. */
function utf16Kind(bytes: Uint8Array): 'utf-16le' | 'utf-16be' | undefined {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  const sample = bytes.subarray(0, 200);
  let evenZeros = 0;
  let oddZeros = 0;
  sample.forEach((byte, index) => {
    if (byte === 0) {
      if (index % 2) oddZeros++;
      else evenZeros++;
    }
  });
  // Content starts with `---\n`: in UTF-16 every other byte of it is zero.
  if (oddZeros > sample.length / 4) return 'utf-16le';
  if (evenZeros > sample.length / 4) return 'utf-16be';
  return undefined;
}

/**
 * The line of the first byte that is not UTF-8, or undefined when all are: the first U+FFFD the
 * decoder put in that the file did not hold as the three bytes of a written U+FFFD.
 */
function lineOfFirstInvalid(bytes: Uint8Array): number | undefined {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  const encoder = new TextEncoder();
  for (let at = text.indexOf('\uFFFD'); at > -1; at = text.indexOf('\uFFFD', at + 1)) {
    // Everything before the first bad byte was valid, so it encodes back to the same bytes.
    const offset = encoder.encode(text.slice(0, at)).length;
    if (bytes[offset] !== 0xef || bytes[offset + 1] !== 0xbf || bytes[offset + 2] !== 0xbd)
      return text.slice(0, at).split('\n').length;
  }
  return undefined;
}

/** The text read as GB18030 (a superset of GBK) when that gives Chinese characters, else undefined. */
function decodesAsChinese(bytes: Uint8Array): string | undefined {
  try {
    const text = new TextDecoder('gb18030', { fatal: true }).decode(bytes);
    return /\p{Script=Han}/u.test(text) ? text : undefined;
  } catch {
    return undefined;
  }
}
