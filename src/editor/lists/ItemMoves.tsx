import { cloneElement, useLayoutEffect, useRef, useState, type ReactElement } from 'react';
import type { SiteContent } from '../../content/schemas/site';

/**
 * 上移 and 下移 on each item of a list (lists move by keyboard). Decap 3.16's list moves items
 * only by dragging: its handle takes focus but answers no key. These buttons call the list's own move
 * (`onSortEnd`, as a drag does), so a save writes the move as the format moves nodes (applyChanges.ts).
 * Decap's item bar leaves its other buttons unnamed and its drag handle in the tab order: they are named
 * here, and the handle, a mouse's affordance, leaves the keyboard's way. Styled inline: the editor's
 * stylesheet styles only the preview frame.
 */

export type ListTexts = SiteContent['editControl']['list'];

interface Props {
  index: number;
  count: number;
  collapsed: boolean;
  move: (to: number) => void;
  texts: ListTexts;
  /** Decap's own words for its toggle (its locale: editor.editorWidgets.object.expand / collapse). */
  toggle: { expand: string; collapse: string };
}

/** The item Decap drew, with the buttons added after its own children. */
export function withItemMoves(
  item: ReactElement<{ children?: unknown }>,
  props: Props,
): ReactElement<{ children?: unknown }> {
  return cloneElement(
    item,
    undefined,
    item.props.children as never,
    <ItemMoves key="item-moves" {...props} />,
  ) as ReactElement<{ children?: unknown }>;
}

function ItemMoves({ index, count, collapsed, move, texts, toggle }: Props) {
  const bar = useRef<HTMLDivElement>(null);
  // Which button the keyboard was on when the item moved: the item's nodes move, and focus with them is lost.
  const refocus = useRef<'up' | 'down' | undefined>(undefined);
  const [said, say] = useState('');

  useLayoutEffect(() => {
    const item = bar.current?.parentElement;
    if (!item) return;
    if (!item.style.position) item.style.position = 'relative';
    nameDecapButtons(item, collapsed ? toggle.expand : toggle.collapse, texts.remove);
    const wanted = refocus.current;
    refocus.current = undefined;
    if (wanted) {
      const buttons = bar.current?.querySelectorAll('button');
      const [up, down] = [buttons?.[0], buttons?.[1]];
      // At an end, the button that still moves it.
      (wanted === 'up' ? (up?.disabled ? down : up) : down?.disabled ? up : down)?.focus();
    }
  });

  const go = (direction: 'up' | 'down') => {
    const to = direction === 'up' ? index - 1 : index + 1;
    refocus.current = direction;
    say(texts.moved.replace('{n}', String(to + 1)).replace('{count}', String(count)));
    move(to);
  };

  return (
    <div ref={bar} style={barStyle}>
      <button type="button" style={look(index === 0)} disabled={index === 0} onClick={() => go('up')}>
        {texts.moveUp}
      </button>
      <button type="button" style={look(index === count - 1)} disabled={index === count - 1} onClick={() => go('down')}>
        {texts.moveDown}
      </button>
      <span role="status" style={hidden}>
        {said}
      </span>
    </div>
  );
}

/** Decap's item bar (ListItemTopBar): [toggle] [drag handle] [remove]; the handle is dnd-kit's focusable div. */
function nameDecapButtons(item: HTMLElement, toggleName: string, removeName: string) {
  const topBar = item.firstElementChild;
  if (!topBar) return;
  const buttons = [...topBar.children].filter((child): child is HTMLButtonElement => child.tagName === 'BUTTON');
  const [first, last] = [buttons[0], buttons[buttons.length - 1]];
  if (buttons.length === 2) {
    first?.setAttribute('aria-label', toggleName);
    last?.setAttribute('aria-label', removeName);
  }
  const handle = topBar.querySelector('[aria-roledescription]');
  if (handle) {
    handle.setAttribute('tabindex', '-1');
    handle.setAttribute('aria-hidden', 'true');
  }
}

const barStyle = {
  position: 'absolute',
  top: '2px',
  right: '40px',
  display: 'flex',
  gap: '4px',
  zIndex: 1,
} as const;
const buttonStyle = {
  font: '12px/20px system-ui, sans-serif',
  padding: '0 8px',
  border: '1px solid #798291',
  borderRadius: '3px',
  background: '#fff',
  color: '#313d3e',
  cursor: 'pointer',
} as const;
/** A button that cannot move the item further looks it (it is also out of the tab order). */
const look = (disabled: boolean) => (disabled ? { ...buttonStyle, opacity: 0.4, cursor: 'default' } : buttonStyle);
const hidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
