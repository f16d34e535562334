import {
  cloneElement,
  createElement,
  isValidElement,
  startTransition,
  type Component,
  type ComponentClass,
  type ReactElement,
} from 'react';

/**
 * A folded list item's fields are drawn once the form has shown, not with it (the first field
 * in 1.5 s). Decap's list draws every item's fields and hides a folded item's with `display: none`
 * (decap-cms-widget-object ObjectControl, decap-cms-widget-list ListControl): on the home page 53 of the
 * form's 77 fields, and about half of its first draw (docs/performance.md, editor section).
 * Here a folded item draws its bar and its name as before, and its fields when the page is idle, one item
 * at a time and as a transition, so typing in a shown field goes first; opening an item draws it at once.
 * Nothing the editor sees differs: the fields drawn later are hidden until their item opens. A save made
 * before they are drawn is judged as a whole by the content check (main.ts, preSave).
 */

type Fields = (...args: unknown[]) => unknown;
interface ItemProps {
  forList?: boolean;
  collapsed?: boolean;
}
/** Decap's ObjectControl, as far as it is used here. */
type FieldRef = { props: { field: { get(key: 'name'): string } } };
type ItemControl = Component<ItemProps> & {
  renderFields: Fields;
  childRefs: Record<string, FieldRef>;
  processControlRef: (ref: FieldRef | null) => void;
};
type ItemClass = new (props: ItemProps) => ItemControl;

/** Folded items waiting for an idle moment, drawn one per idle callback so no one task draws them all. */
const waiting: (() => void)[] = [];
/** Items asked to draw whose fields React has not yet put on the page. */
const drawing = new Set<unknown>();
let scheduled = false;

/**
 * Whether every folded item's fields are on the page: what looks a field up by its place among its
 * list's items (fieldFocus.ts) counts them only then.
 */
export function foldedItemsDrawn(): boolean {
  return waiting.length === 0 && drawing.size === 0;
}

function drawNextWhenIdle(): void {
  if (scheduled || waiting.length === 0) return;
  scheduled = true;
  const next = () => {
    scheduled = false;
    waiting.shift()?.();
    drawNextWhenIdle();
  };
  // Within a second even on a page that is never idle, so a save finds every field's own check in place.
  if (window.requestIdleCallback) window.requestIdleCallback(next, { timeout: 1000 });
  else setTimeout(next, 16);
}

const later = new WeakMap<ItemClass, ItemClass>();

/** Decap's item control, drawing its fields only once it is open or the page has been idle. */
function drawnLater(Base: ItemClass): ItemClass {
  const known = later.get(Base);
  if (known) return known;
  class FoldedLater extends Base {
    private drawn: boolean;
    private readonly draw = () => {
      if (this.drawn) return;
      this.drawn = true;
      drawing.add(this);
      startTransition(() => this.forceUpdate());
    };

    private mounted = false;

    constructor(props: ItemProps) {
      super(props);
      this.drawn = !props.collapsed;
      // Decap's ObjectControl passes each field's ref up the form, where each level keeps it by the field's
      // name; a form drawn at once has every parent register after its children and win. A field drawn
      // later would take its section's place there (the home page's 四大业务 then validated only that field
      // on saving): it is kept by its own item only, which is where the list's validation asks.
      const register = this.processControlRef;
      this.processControlRef = (ref) => {
        if (!this.mounted || !ref) return register(ref);
        this.childRefs[ref.props.field.get('name')] = ref;
      };
      // ObjectControl's renderFields is an instance field: it is wrapped here, not overridden.
      const fields = this.renderFields;
      this.renderFields = (...args) => {
        if (!this.drawn && this.props.collapsed) return null;
        this.drawn = true;
        return fields(...args);
      };
    }

    override componentDidMount() {
      super.componentDidMount?.();
      this.mounted = true;
      if (this.drawn) return;
      waiting.push(this.draw);
      drawNextWhenIdle();
    }

    override componentDidUpdate(...args: unknown[]) {
      (super.componentDidUpdate as ((...args: unknown[]) => void) | undefined)?.apply(this, args);
      drawing.delete(this);
    }

    override componentWillUnmount() {
      super.componentWillUnmount?.();
      drawing.delete(this);
      const place = waiting.indexOf(this.draw);
      if (place >= 0) waiting.splice(place, 1);
    }
  }
  later.set(Base, FoldedLater);
  return FoldedLater;
}

/** The item's control element, drawn by `drawnLater`; any other element as it is. */
function withItemControl(element: unknown): unknown {
  if (!isValidElement<ItemProps>(element) || typeof element.type !== 'function' || !element.props.forList)
    return element;
  const Later = drawnLater(element.type as unknown as ItemClass) as unknown as ComponentClass<ItemProps>;
  return createElement(Later, { ...element.props, key: element.key });
}

/**
 * The list item Decap drew (ListControl's renderItem), its control drawn later while folded. The control
 * sits inside emotion's `<ClassNames>`, whose child is a function: that function's result is swapped.
 */
export function foldedItemLater<Item extends ReactElement<{ children?: unknown }>>(item: Item): Item {
  const children = ([] as unknown[]).concat(item.props.children).map((child) => {
    if (!isValidElement<{ children?: unknown }>(child) || typeof child.props.children !== 'function') return child;
    const render = child.props.children as (...args: unknown[]) => unknown;
    return cloneElement(child, undefined, ((...args: unknown[]) => withItemControl(render(...args))) as never);
  });
  // As arguments, not an array: the children keep their places and need no keys, as Decap wrote them.
  return cloneElement(item, undefined, ...(children as never[])) as Item;
}
