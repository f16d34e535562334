import type { LiveRegions } from './host';
import type { FeedbackType } from './itemState';
import type { Queue } from './queue';

/** Where an item sits: px from the viewport's edges (layout.ts). */
export type Placement = Partial<Record<'top' | 'bottom' | 'left' | 'right', number>>;

interface StackItem {
  id: string;
  duration: number;
  type?: FeedbackType;
}

interface StackOptions<T extends StackItem> {
  /** Draws a new item; called once per item, so its entrance animation runs once. */
  draw(item: T): HTMLElement;
  /** Brings a drawn item up to date (a grouped message's count). */
  update?(node: HTMLElement, item: T, before: T): void;
  /** Each item's place from the heights (px) of all open items, in opening order. */
  place(items: readonly T[], heights: readonly number[]): Placement[];
}

const EDGES = ['top', 'bottom', 'left', 'right'] as const;

/**
 * Keeps a queue's open items in the page: errors in the assertive live region, the rest in the polite
 * one, each placed from the measured heights of all (a ResizeObserver follows wrapping text and resizes;
 * fractional heights, so gaps stay exactly 16 px). Hovering or focusing an item holds it open.
 */
export function mountStack<T extends StackItem>(queue: Queue<T>, regions: LiveRegions, options: StackOptions<T>) {
  const drawn = new Map<string, { node: HTMLElement; item: T }>();
  const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => layout());

  function layout() {
    const items = queue.store.get();
    const nodes = items.map((item) => drawn.get(item.id)?.node);
    const places = options.place(
      items,
      nodes.map((node) => node?.getBoundingClientRect().height ?? 0),
    );
    nodes.forEach((node, index) => {
      for (const edge of EDGES) {
        const value = places[index]?.[edge];
        node?.style.setProperty(edge, value === undefined ? '' : `${value}px`);
      }
    });
  }

  function sync() {
    const items = queue.store.get();
    const open = new Set(items.map((item) => item.id));
    for (const [id, { node }] of drawn) {
      if (open.has(id)) continue;
      node.remove();
      drawn.delete(id);
    }
    for (const item of items) {
      const known = drawn.get(item.id);
      if (known) {
        if (known.item !== item) options.update?.(known.node, item, known.item);
        known.item = item;
        continue;
      }
      const node = options.draw(item);
      node.id = item.id;
      // Enter and leave as React reads them, from over/out whose other end is outside the item.
      const crossing = (event: PointerEvent) => !node.contains(event.relatedTarget as Node | null);
      node.addEventListener('pointerover', (event) => crossing(event) && queue.pause(item.id));
      node.addEventListener('pointerout', (event) => crossing(event) && queue.restart(item.id));
      node.addEventListener('focusin', () => queue.pause(item.id));
      node.addEventListener('focusout', () => queue.restart(item.id));
      (item.type === 'error' ? regions.assertive : regions.polite).append(node);
      drawn.set(item.id, { node, item });
    }
    // Watches exactly the open items (its first report places them).
    observer?.disconnect();
    for (const { node } of drawn.values()) observer?.observe(node);
    layout();
  }

  queue.store.subscribe(sync);
  sync();
}
