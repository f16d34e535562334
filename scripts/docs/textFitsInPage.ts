/**
 * textFits.ts's measurement, run in the page: plain JavaScript source (a bundled function would carry the
 * bundler's helpers, which the page does not have). Given the limited fields (`keys`, and `groups` whose
 * texts share a line), returns for each the most characters that fit, every text of the field at once.
 */
export const FIT_IN_PAGE = `({ keys, groups }) => {
  const keyOf = (source) => {
    const first = source.split('; ')[0];
    const at = first.indexOf(' ');
    const file = first.slice(0, at).replace(/:\\d+$/, '');
    const path = first.slice(at + 1).replace(/\\[\\d+\\]/g, '[]').replace(/^claims\\.[^.]+\\./, 'claims.*.');
    return file + ' ' + path;
  };
  const width = (text) => Math.ceil([...text].reduce((sum, char) => sum + (/[\\x20-\\x7e]/.test(char) ? 0.5 : 1), 0));
  const byKey = new Map();
  for (const el of document.querySelectorAll('[data-source]')) {
    // The element's own words: a visually hidden part inside (a button's 新窗口 hint) is another field's.
    const texts = [...el.childNodes].filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent.trim());
    if (texts.length !== 1 || el.getClientRects().length === 0) continue;
    const key = keyOf(el.dataset.source);
    const boxes = [];
    for (let node = el.parentElement; node && node !== document.body; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') boxes.push(node);
    }
    const item = { el, text: texts[0], original: texts[0].textContent, height: el.getBoundingClientRect().height, boxes };
    byKey.set(key, [...(byKey.get(key) ?? []), item]);
  }
  const over = (node) => [node.scrollWidth > node.clientWidth + 1, node.scrollHeight > node.clientHeight + 1];
  const fitsNow = (items, before) =>
    document.documentElement.scrollWidth <= innerWidth &&
    items.every((item, index) =>
      item.el.getBoundingClientRect().height <= item.height + 1 &&
      !over(item.el).some(Boolean) &&
      item.boxes.every((box, at) => over(box).every((now, axis) => !now || before[index][at][axis])),
    );
  /** The most characters every text of \`items\` can have at once, up to 60. */
  const most = (items) => {
    const before = items.map((item) => item.boxes.map(over));
    const unit = items.every((item) => /^[\\x20-\\x7e]+$/.test(item.original.trim())) ? 'n' : '国';
    let n = 0;
    while (n < 60) {
      for (const item of items) item.text.textContent = unit.repeat(n + 1);
      if (!fitsNow(items, before)) break;
      n += 1;
    }
    for (const item of items) item.text.textContent = item.original;
    return unit === 'n' ? Math.floor(n / 2) : n;
  };
  const result = {};
  for (const key of keys) if (byKey.has(key)) result[key] = most(byKey.get(key));
  for (const [key, members] of Object.entries(groups)) {
    const file = key.split(' ')[0];
    const items = members.map((member) => byKey.get(file + ' ' + member)?.[0]);
    if (items.some((item) => !item)) continue;
    const shipped = items.map((item) => width(item.original.trim()));
    // One text grown alone, the others as shipped: what the line has left over, added to what it holds.
    const spare = Math.min(...items.map((item, index) => most([item]) - shipped[index]));
    result[key] = shipped.reduce((sum, one) => sum + one, 0) + spare;
  }
  return result;
}`;
