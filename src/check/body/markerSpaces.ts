/**
 * Heading and list markers as a Chinese IME types them: `##合作规则`, `-培训支持`, `1.提交申请` (no space after
 * the marker) or `＃＃ 年度奖励` (full-width). Markdown reads none of them as a marker, so the page shows them
 * as typed. Bold (`**…`) and a rule (`---`) start with the same characters and are not judged here.
 */
const MARKERS = [
  // One `#` would be a page title, refused anyway; `#话题#` may be meant as text.
  { pattern: /^(#{2,6})(?=[^#\s])/, becomes: '小标题' },
  // Not before a figure: `-5%`, `1.5 倍` are text.
  { pattern: /^([-+])(?=[^\s\-+\d])/, becomes: '列表' },
  { pattern: /^(\d{1,3}[.．])(?=[^\s\d])/, becomes: '编号列表' },
] as const;
const FULL_WIDTH_HASHES = /^(＃{1,6})\s*/;

/** Each body line whose marker Markdown will not read, with the line as it should be. `text` has markup blanked. */
export function missingMarkerSpaces(text: string): { index: number; spot: string; message: string }[] {
  return text.split('\n').flatMap((line, index) => {
    const content = line.trimStart();
    const hashes = FULL_WIDTH_HASHES.exec(content);
    if (hashes?.[1]) {
      const fixed = `${'#'.repeat(hashes[1].length)} ${content.slice(hashes[0].length)}`;
      return [
        {
          index,
          spot: hashes[1],
          message: `“${hashes[1]}”是全角的井号，它会原样显示在页面上，不会变成小标题。请改成半角：${fixed} (a Markdown marker typed full-width)`,
        },
      ];
    }
    for (const { pattern, becomes } of MARKERS) {
      const marker = pattern.exec(content)?.[1];
      if (!marker) continue;
      const fixed = `${marker.replace('．', '.')} ${content.slice(marker.length)}`;
      return [
        {
          index,
          spot: content,
          message: `“${marker}”后面要有一个空格，不然它会原样显示在页面上，不会变成${becomes}。请改成：${fixed} (a Markdown marker needs a space after it)`,
        },
      ];
    }
    return [];
  });
}
