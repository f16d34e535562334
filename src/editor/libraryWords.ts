/**
 * Words of the libraries under Decap that its locale does not reach (no English reaches an editor
 * or a screen reader): dnd-kit, under Decap's lists, writes a drag handle's screen-reader help and its
 * announcements of a drag in English; react-toastify, under Decap's notices, names each notice's close button
 * "close" and its countdown bar "notification timer". The handle is out of the keyboard's way
 * (lists/ItemMoves.tsx): its help says in Chinese what to use instead, and a mouse drag is not announced.
 * The bar counts down what the notice says in words: it is hidden from screen readers.
 */
export interface LibraryTexts {
  /** site.md editControl.list.dragHint */
  dragHint: string;
  /** site.md closeLabel, the site's own close buttons' name */
  close: string;
}

export function sayLibraryWords(document: Document, texts: LibraryTexts): void {
  const say = () => {
    for (const help of document.querySelectorAll('[id^="DndDescribedBy"]'))
      if (help.textContent !== texts.dragHint) help.textContent = texts.dragHint;
    for (const region of document.querySelectorAll('[id^="DndLiveRegion"]:not([aria-live="off"])'))
      region.setAttribute('aria-live', 'off');
    for (const button of document.querySelectorAll('.Toastify__close-button'))
      if (button.getAttribute('aria-label') !== texts.close) button.setAttribute('aria-label', texts.close);
    for (const bar of document.querySelectorAll(
      '.Toastify__progress-bar[role="progressbar"]:not([aria-hidden="true"])',
    ))
      bar.setAttribute('aria-hidden', 'true');
  };
  say();
  // Both libraries draw their parts a render after Decap's (dnd-kit's help inside each list, or at the end of
  // the page), and redraw a notice's bar: watched for the page's life. Each pass is four selector queries.
  new MutationObserver(say).observe(document.body, { childList: true, subtree: true });
}
