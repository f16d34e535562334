/*
 * Values that are certainly not real, found by their shape rather than by a hand-kept list: emptying
 * `samples` in site.md must not let a tree full of sample values pass the release check.
 */

const PRIVATE_IP =
  /\b(?:127(?:\.\d{1,3}){3}|10(?:\.\d{1,3}){3}|192\.168(?:\.\d{1,3}){2}|172\.(?:1[6-9]|2\d|3[01])(?:\.\d{1,3}){2}|169\.254(?:\.\d{1,3}){2}|0\.0\.0\.0)\b|\[::1\]/g;

const PATTERNS: { pattern: RegExp; reason: (match: string) => string }[] = [
  {
    // RFC 2606 / 6761: names reserved for examples and tests never reach a real site.
    pattern:
      /\b(?:[a-z0-9-]+\.)*(?:example\.(?:com|net|org)|[a-z0-9-]+\.(?:example|test|invalid|localhost))\b|\blocalhost\b/gi,
    reason: (match) => `"${match}" 是示例用的保留域名，请换成公司真实的网址 (reserved example domain)`,
  },
  {
    pattern: PRIVATE_IP,
    reason: (match) => `"${match}" 是本机或内网地址，访客打不开，请换成公开的 https 网址 (loopback or private address)`,
  },
  {
    pattern: /\bhttp:\/\/[^\s"'<>）)]+/g,
    reason: (match) => `"${match}" 是不加密的 http 地址，请改用 https:// 开头的网址 (plain http address)`,
  },
  {
    pattern: /https?:\/\/[^\s"'<>）)]*example[^\s"'<>）)]*/gi,
    reason: (match) => `"${match}" 里有 example，看起来是示例网址，请换成真实的网址 (example address)`,
  },
  {
    // The sample company name and every other sample text say so themselves.
    pattern: /[^\s，。、：；“”"']*示例[^\s，。、：；“”"']*/g,
    reason: (match) => `"${match}" 里有“示例”两个字，是示例文字，请换成真实信息 (sample text)`,
  },
  {
    // 400-000-0000, 138-0000-0000, 13800000000: a real number never has a whole group of zeros.
    pattern: /(?<![\d-])\d{3,4}(?:-0{3,4}-?0{4}|0{8})(?![\d-])/g,
    reason: (match) => `电话 "${match}" 全是 0，是占位号码，请换成真实电话 (placeholder phone number)`,
  },
  {
    // 京公网安备11010602000000号: a real record number does not end in six zeros.
    pattern: /公网安备\s*(?!0{14})\d{8}0{6}号/g,
    reason: (match) =>
      `公安备案号 "${match}" 以一串 0 结尾，是占位号码，请换成公司真实的公安备案号 (placeholder filing number)`,
  },
  {
    pattern: /ICP备0{6,}号(?:-\d+)?|公网安备\s*0{6,}号?|(?<!\d)0{8,}(?!\d)/g,
    reason: (match) => `备案号 "${match}" 全是 0，是占位号码，请换成真实的备案号 (placeholder filing number)`,
  },
];

/**
 * The placeholders in `text` (the words that gave each away, why they cannot be published), left to
 * right: the first of each kind, no stretch twice.
 */
export function findPlaceholders(text: string): { match: string; reason: string }[] {
  const found: { match: string; reason: string; start: number; end: number }[] = [];
  for (const { pattern, reason } of PATTERNS)
    for (const hit of text.matchAll(pattern)) {
      const start = hit.index;
      const end = start + hit[0].length;
      if (found.some((seen) => start < seen.end && end > seen.start)) continue;
      found.push({ match: hit[0], reason: reason(hit[0]), start, end });
      // One finding of a kind per text: "示例路 1 号示例大厦" is one thing to replace.
      break;
    }
  return found.sort((a, b) => a.start - b.start).map(({ match, reason }) => ({ match, reason }));
}
