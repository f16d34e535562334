/** The items of the message and notification lists, and their pure state changes (no DOM, no timers). */
import type { Corner } from './layout';

export type FeedbackType = 'success' | 'info' | 'warning' | 'error';

export interface MessageOptions {
  /** Milliseconds before it closes by itself (default 3000); 0 keeps it until closed. */
  duration?: number;
  /** Count up on an identical open message (same type and text) instead of stacking a duplicate. */
  grouping?: boolean;
  /** Accessible name of the close button (default 关闭). */
  closeLabel?: string;
}

export interface MessageOpenOptions extends MessageOptions {
  type: FeedbackType;
  text: string;
}

/** `count`: how many times it was opened while showing (grouping); the badge shows it from 2 up. */
export type MessageItem = Required<Omit<MessageOpenOptions, 'grouping'>> & { id: string; count: number };

export interface NotifyOptions {
  title: string;
  text: string;
  type?: FeedbackType;
  /** Milliseconds before it closes by itself (default 4500); 0 keeps it until closed. */
  duration?: number;
  /** Corner of the viewport (default top-right). */
  position?: Corner;
  /** Accessible name of the close button (default 关闭). */
  closeLabel?: string;
  /** A link opened in a new window (target _blank, rel noopener noreferrer). */
  action?: { label: string; href: string };
}

export type NotificationItem = NotifyOptions & { id: string; duration: number; position: Corner; closeLabel: string };

/**
 * Adds a message to the list. With `grouping`, a message identical to one already open (same type
 * and text) counts up on that one instead of stacking a duplicate. Returns the new list and the id
 * of the item the caller now controls (the existing one when grouped).
 */
export function addMessage(
  items: readonly MessageItem[],
  next: MessageItem,
  grouping: boolean,
): { items: readonly MessageItem[]; id: string } {
  const same = grouping ? items.find((item) => item.type === next.type && item.text === next.text) : undefined;
  if (!same) return { items: [...items, next], id: next.id };
  return {
    items: items.map((item) => (item === same ? { ...item, count: item.count + 1 } : item)),
    id: same.id,
  };
}

/** Removes one item; returns the same list when it is not there, so the store does not notify. */
export function removeItem<T extends { id: string }>(items: readonly T[], id: string): readonly T[] {
  const rest = items.filter((item) => item.id !== id);
  return rest.length === items.length ? items : rest;
}
