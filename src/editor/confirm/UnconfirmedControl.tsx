import { Component } from 'react';
import { createPortal } from 'react-dom';
import { formatPath } from '../../content/marks/markContent';
import { parseFieldPath } from '../../check/rules/unconfirmed';
import type { SiteContent } from '../../content/schemas/site';
import { findFieldLabel } from '../fieldFocus';
import { siteContent } from '../preview/previewSiteData';

/**
 * A file's `unconfirmed` list in the form: not a list of field paths to type,
 * but a mark beside each field awaiting the company's confirmation, with a 已确认 button that takes that
 * one field off the list (the save format then deletes that one line, yamlDocumentFormat.ts). This control
 * owns the list's value and draws each mark into the form beside its field's label (Decap has no place
 * for a control of one field beside another's label): a portal into a box placed after the label.
 * Styled inline: the editor's stylesheet styles only the preview frame.
 */

export type ConfirmTexts = SiteContent['editControl']['unconfirmed'];

interface Props {
  value?: unknown;
  onChange: (value: unknown) => void;
  forID: string;
  classNameWrapper?: string;
  texts?: ConfirmTexts;
}

interface State {
  /** Each listed field found on the form, by its path as the check writes it, and the box beside its label. */
  places: { path: string; box: HTMLElement; label: string }[];
}

/** Immutable.js List (Decap's value) or an array: the paths as written. */
const listed = (value: unknown): string[] => {
  const plain =
    value && typeof (value as { toJS?: unknown }).toJS === 'function' ? (value as { toJS(): unknown }).toJS() : value;
  return Array.isArray(plain) ? plain.map(String) : [];
};

const MARK = 'data-unconfirmed-mark';
const FOLDED = 'data-unconfirmed-folded';

/**
 * A field inside a folded list item is hidden with it: the item's bar (beside its 展开 button) says that
 * something in it awaits the company, so the editor knows which item to open. Not in the item's folded
 * line, whose text is the item's name (Decap redraws it, and tests find items by it).
 */
function foldedBar(label: HTMLElement): Element | undefined {
  let outermost: HTMLElement | undefined;
  for (let node = label.parentElement; node; node = node.parentElement)
    if (getComputedStyle(node).display === 'none') outermost = node;
  return outermost?.parentElement?.firstElementChild ?? undefined;
}

function markFoldedItem(bar: Element, path: string, text: string) {
  // One mark an item, however many of its fields are listed.
  if (bar.querySelector(`[${FOLDED}]`)) return;
  const mark = document.createElement('span');
  mark.setAttribute(FOLDED, path);
  mark.textContent = text;
  Object.assign(mark.style, { ...markStyle, position: 'absolute', top: '2px', left: '40px', padding: '0 8px' });
  bar.append(mark);
}

export class UnconfirmedControl extends Component<Props, State> {
  override state: State = { places: [] };
  private observer?: MutationObserver;
  private frame = 0;

  private get texts(): ConfirmTexts {
    return this.props.texts ?? siteContent.editControl.unconfirmed;
  }

  override componentDidMount() {
    this.place();
    // Decap draws list items, and redraws them on opening or moving: the marks follow their labels.
    this.observer = new MutationObserver(() => {
      cancelAnimationFrame(this.frame);
      this.frame = requestAnimationFrame(() => this.place());
    });
    this.observer.observe(document.body, { childList: true, subtree: true });
  }

  override componentDidUpdate(previous: Props) {
    if (previous.value !== this.props.value) this.place();
  }

  override componentWillUnmount() {
    this.observer?.disconnect();
    cancelAnimationFrame(this.frame);
    for (const box of document.querySelectorAll(`[${MARK}]`)) box.remove();
  }

  /** Finds each listed field's label and keeps one box after it; removes the boxes of fields no longer listed. */
  private place() {
    const paths = listed(this.props.value).map((entry) => formatPath(parseFieldPath(entry)));
    const places: State['places'] = [];
    const found: { path: string; label: HTMLElement }[] = [];
    for (const path of paths) {
      const steps = parseFieldPath(path);
      const label = findFieldLabel(document, steps);
      const last = steps[steps.length - 1];
      // The label of that very field, not of the nearest control on the way (a path the form does not have).
      if (!label || label.htmlFor.replace(/-field-\d+$/, '') !== String(last)) continue;
      let box = label.nextElementSibling as HTMLElement | null;
      if (box?.getAttribute(MARK) !== path) {
        box = document.createElement('span');
        box.setAttribute(MARK, path);
        // Beside the label: the label's row spreads its items apart (Decap's ControlTopbar).
        Object.assign(box.style, { marginLeft: '8px', marginRight: 'auto', alignSelf: 'center' });
        label.after(box);
      }
      places.push({ path, box, label: label.textContent?.trim() ?? path });
      found.push({ path, label });
    }
    // All styles read, then all marks written: reading one after each write made the browser work out the
    // form's styles once per listed field, while the form was first drawn.
    const bars = found.map(({ path, label }) => ({ path, bar: foldedBar(label) }));
    for (const { path, bar } of bars) if (bar) markFoldedItem(bar, path, this.texts.mark);
    for (const box of document.querySelectorAll<HTMLElement>(`[${MARK}], [${FOLDED}]`))
      if (!paths.includes(box.getAttribute(MARK) ?? box.getAttribute(FOLDED) ?? '')) box.remove();
      else if (box.hasAttribute(MARK) && !places.some((place) => place.box === box)) box.remove();
    const same =
      places.length === this.state.places.length &&
      places.every((place, index) => place.box === this.state.places[index]?.box);
    if (!same) this.setState({ places });
  }

  private confirm(path: string) {
    const kept = listed(this.props.value).filter((entry) => formatPath(parseFieldPath(entry)) !== path);
    const value = this.props.value as { filter?: (keep: (entry: unknown) => boolean) => unknown } | undefined;
    // Decap holds lists as Immutable Lists: filtering it keeps the type; a plain array otherwise.
    this.props.onChange(
      typeof value?.filter === 'function'
        ? value.filter((entry) => formatPath(parseFieldPath(String(entry))) !== path)
        : kept,
    );
  }

  override render() {
    const { texts } = this;
    const count = listed(this.props.value).length;
    return (
      <div id={this.props.forID} className={this.props.classNameWrapper} style={summaryStyle}>
        {count ? texts.summary.replace('{count}', String(count)) : texts.none}
        {this.state.places.map(({ path, box, label }) =>
          createPortal(
            <span style={markStyle}>
              {texts.mark}
              <button
                type="button"
                style={buttonStyle}
                aria-label={`${texts.confirm}：${label}`}
                onClick={() => this.confirm(path)}
              >
                {texts.confirm}
              </button>
            </span>,
            box,
            path,
          ),
        )}
      </div>
    );
  }
}

const summaryStyle = { padding: '12px 16px', lineHeight: 1.6 } as const;
const markStyle = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: '6px',
  padding: '0 2px 0 8px',
  border: '1px dotted #6d28d9',
  borderRadius: '3px',
  color: '#5b21b6',
  background: '#f5f3ff',
  font: '12px/22px system-ui, sans-serif',
} as const;
const buttonStyle = {
  font: 'inherit',
  lineHeight: '18px',
  padding: '0 8px',
  border: '1px solid #5b21b6',
  borderRadius: '3px',
  background: '#fff',
  color: '#5b21b6',
  cursor: 'pointer',
} as const;
