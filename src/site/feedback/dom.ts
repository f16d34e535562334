/**
 * The kit draws plain DOM: a page whose only moving part is a copy button must not pay for a UI library
 * to show one message (≤ 6 KB of JavaScript). This is the one helper its views share.
 */
type Child = Node | string | false | null | undefined;

/** An element with its attributes (an `undefined` value is left out, as React leaves it out) and children. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) if (value !== undefined) node.setAttribute(name, value);
  node.append(...children.filter((child): child is Node | string => child !== false && child != null));
  return node;
}

/** The × button of messages, notifications and message boxes: named by `label`, the × hidden from screen readers. */
export function closeButton(className: string, label: string, onClick: () => void): HTMLButtonElement {
  const button = element(
    'button',
    { type: 'button', class: className, 'aria-label': label },
    element('span', { 'aria-hidden': 'true' }, '×'),
  );
  button.addEventListener('click', onClick);
  return button;
}
