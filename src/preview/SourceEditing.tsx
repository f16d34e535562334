import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSite } from '../content/useSiteData';
import { ISLAND_SOURCES_ATTRIBUTE, markIslandTexts, moveMarksInPage } from './domMarks';
import { pageEditTarget } from './editLink';
import { Pencils } from './Pencils';
import { withoutMarks } from '../content/marks/sourceMark';
import styles from './SourceEditing.module.css';

const SOURCE = '[data-source]';
/** The control's own elements: hovering or focusing them keeps the pencil where it is. */
const OURS = '[data-edit-control]';

/**
 * The 编辑 control of preview pages, beside the sample counter: a pencil at the element under
 * the mouse, one after a focused link or button that shows content (the next Tab stop), and the 编辑模式
 * toggle that shows every pencil at once (phones have no hover; keyboard users reach every field this way).
 */
export function SourceEditing() {
  const texts = useSite().editControl;
  // Rendered after hydration only (MarkSamples), so the document is there to read.
  const [target] = useState(() => pageEditTarget(document));
  const [editMode, setEditMode] = useState(false);
  const [hovered, setHovered] = useState<Element | null>(null);
  // A box right after the focused element, out of the flow: the pencil in it is the next Tab stop.
  const [focused, setFocused] = useState<{ source: Element; box: HTMLElement } | null>(null);
  const focusBox = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const listed = document.documentElement.getAttribute(ISLAND_SOURCES_ATTRIBUTE);
    const texts = listed ? (JSON.parse(listed) as Record<string, string>) : {};
    const mark = () => (import.meta.hot ? moveMarksInPage(document) : markIslandTexts(document, texts));
    mark();
    const observer = new MutationObserver(mark);
    observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const ours = (node: EventTarget | null) => node instanceof Element && node.closest(OURS) !== null;
    const over = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse' || ours(event.target) || !(event.target instanceof Element)) return;
      setHovered(event.target.closest(SOURCE));
    };
    const focusIn = (event: FocusEvent) => {
      if (ours(event.target) || !(event.target instanceof Element)) return;
      focusBox.current?.remove();
      focusBox.current = null;
      const source = event.target.closest(SOURCE);
      if (!source) return setFocused(null);
      const box = document.createElement('span');
      box.className = styles.afterFocus ?? '';
      box.dataset.editControl = '';
      event.target.after(box);
      focusBox.current = box;
      setFocused({ source, box });
    };
    document.addEventListener('pointerover', over);
    document.addEventListener('focusin', focusIn);
    return () => {
      document.removeEventListener('pointerover', over);
      document.removeEventListener('focusin', focusIn);
      focusBox.current?.remove();
    };
  }, []);

  // Edit mode: every field shown on the page, measured again when the window changes size.
  const [shown, setShown] = useState<Element[]>([]);
  useEffect(() => {
    document.documentElement.toggleAttribute('data-edit-mode', editMode);
    if (!editMode) return;
    const measure = () =>
      setShown(
        [...document.querySelectorAll(SOURCE)].filter((element) => {
          const box = element.getBoundingClientRect();
          return box.width > 1 && box.height > 1 && !element.closest('[aria-hidden="true"], [data-edit-control]');
        }),
      );
    measure();
    addEventListener('resize', measure);
    return () => {
      removeEventListener('resize', measure);
      setShown([]);
    };
  }, [editMode]);

  if (!texts || !target) return null;
  const pencils = (elements: Element[], placed: boolean) => (
    <Pencils elements={elements} target={target} placed={placed} texts={texts} />
  );

  return (
    <>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={editMode}
        data-edit-control=""
        onClick={() => setEditMode((on) => !on)}
      >
        {withoutMarks(texts.editMode)}
      </button>
      {createPortal(
        <div className={styles.layer} data-edit-control="">
          {editMode ? pencils(shown, true) : null}
          {!editMode && hovered ? <Frame element={hovered} /> : null}
          {!editMode && hovered ? pencils([hovered], true) : null}
        </div>,
        document.body,
      )}
      {!editMode && focused ? createPortal(pencils([focused.source], false), focused.box) : null}
    </>
  );
}

/** Which element the pencil under the mouse belongs to. */
function Frame({ element }: { element: Element }) {
  const box = element.getBoundingClientRect();
  const style = { top: box.top + scrollY, left: box.left + scrollX, width: box.width, height: box.height };
  return <span className={styles.frame} style={style} />;
}
