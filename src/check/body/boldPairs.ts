/** Whitespace, or what CommonMark counts as punctuation (Unicode P and S). */
const SPACE = /\s/u;
const PUNCTUATION = /[\p{P}\p{S}]/u;
const isLetter = (char: string | undefined) => char !== undefined && !SPACE.test(char) && !PUNCTUATION.test(char);

/** How many of `chars`, from the start, are spaces or punctuation. */
const edgeLength = (chars: readonly string[]) => {
  let length = 0;
  while (length < chars.length && !isLetter(chars[length])) length++;
  return length;
};

/**
 * The words' leading and trailing spaces and punctuation, and what is between. Counted, not matched: a lazy
 * regex with a trailing class took seconds over a long run of punctuation, on a line anyone may write.
 */
function splitEdges(words: string): [lead: string, core: string, tail: string] {
  const chars = [...words];
  const lead = edgeLength(chars);
  const tail = lead === chars.length ? 0 : edgeLength([...chars].reverse());
  return [
    chars.slice(0, lead).join(''),
    chars.slice(lead, chars.length - tail).join(''),
    chars.slice(chars.length - tail).join(''),
  ];
}

/**
 * CommonMark reads `**` as bold only where punctuation stands outside it: `**年度奖励：**按` shows its asterisks,
 * and `**年度奖励：**按…详见**“规则”**` makes the whole stretch bold. Each `**…**` pair as the editor meant it
 * (paired along the line) whose opening or closing `**` the parser will not take, with the pair as it should be:
 * its punctuation and spaces moved outside the asterisks. `text` is the body with markup blanked.
 */
export function misplacedBold(text: string): { index: number; spot: string; message: string }[] {
  return text.split('\n').flatMap((line, index) => {
    for (const match of line.matchAll(/\*\*([^*\n]+?)\*\*/g)) {
      const [written, words = ''] = match;
      const before = line[match.index - 1];
      const after = line[match.index + written.length];
      const [first, last] = [words[0] ?? '', words.at(-1) ?? ''];
      const opens = !SPACE.test(first) && (!PUNCTUATION.test(first) || !isLetter(before));
      const closes = !SPACE.test(last) && (!PUNCTUATION.test(last) || !isLetter(after));
      if (opens && closes) continue;
      const [lead, core, tail] = splitEdges(words);
      return [
        {
          index,
          spot: written,
          message: `“${written}”不会变成加粗：页面上会原样显示星号，或把旁边的文字也加粗。加粗的文字以标点或空格开头、结尾时，标点要写在 ** 外面。请改成：${lead.trim()}**${core}**${tail.trim()} (bold not recognised: punctuation goes outside the **)`,
        },
      ];
    }
    return [];
  });
}
