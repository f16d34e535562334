import { parseFieldPath } from '../check/rules/unconfirmed';
import { FIELD_PARAM } from '../preview/editorLink';
import { foldedItemsDrawn } from './lists/foldedItemsLater';

/**
 * `?field=business.cards[2].title` (editorLink.ts): once Decap has rendered the entry's form, opens
 * the collapsed list items on the way and focuses that field's control. Decap gives each control a
 * `<label for="<name>-field-<n>">` and its input that id, whatever the nesting; a list renders every
 * item's controls, hiding those of collapsed items (drawn once the form has shown, lists/foldedItemsLater.ts),
 * so the path is found first, then made visible.
 */

/** Decap reads the entry through the backend first (tests: up to 90 s on a busy machine). */
const FORM_TIMEOUT_MS = 120_000;

const nameOf = (label: HTMLLabelElement) => label.htmlFor.replace(/-field-\d+$/, '');

const depth = (element: Element) => {
  let count = 0;
  for (let node = element.parentElement; node; node = node.parentElement) count++;
  return count;
};

/** The controls named `name` nearest to `scope` (its own fields, not those of objects within them), in order. */
function nearestNamed(scope: ParentNode, name: string, except?: HTMLLabelElement): HTMLLabelElement[] {
  const labels = [...scope.querySelectorAll<HTMLLabelElement>('label[for]')].filter(
    (label) => label !== except && nameOf(label) === name,
  );
  const top = Math.min(...labels.map(depth));
  return labels.filter((label) => depth(label) === top);
}

/** A control's box: the nearest ancestor of its label that also holds the input the label names. */
function controlOf(label: HTMLLabelElement): Element | null {
  for (let node = label.parentElement; node; node = node.parentElement)
    if (node.querySelector(`[id="${CSS.escape(label.htmlFor)}"]`)) return node;
  return null;
}

/**
 * The label of the control at `steps` under `scope`, or of the deepest control on the way the form has
 * (a claim's key in `claims.staff.value` is no control: the claims list is focused). An index picks the
 * n-th item of the list just named: the n-th of the next name's controls, or of the list's own items.
 */
export function findFieldLabel(scope: ParentNode, steps: readonly (string | number)[]): HTMLLabelElement | undefined {
  let within: ParentNode = scope;
  let label: HTMLLabelElement | undefined;
  for (let index = 0; index < steps.length; index++) {
    const step = steps[index];
    if (step === undefined) break;
    if (typeof step === 'number') {
      const next = steps[index + 1];
      // An index alone names the item: its first field (a list of objects) or the item itself (a list of texts).
      const first = [...within.querySelectorAll<HTMLLabelElement>('label[for]')].find((other) => other !== label);
      const name = typeof next === 'string' ? next : first && nameOf(first);
      const item = name === undefined ? undefined : nearestNamed(within, name, label)[step];
      if (!item) return label;
      label = item;
      if (typeof next === 'string') index++;
    } else {
      const field = nearestNamed(within, step)[0];
      if (!field) return label;
      label = field;
    }
    const control = controlOf(label);
    if (!control) return label;
    within = control;
  }
  return label;
}

/**
 * Opens the outermost collapsed list item or object that hides `element`: its toggle is the first button
 * beside it. Only the outermost: an item's fields are hidden twice over, and the first button beside the
 * inner one is a field's own (the image widget's 选择图片 opened the media library over the form).
 */
function revealOutermost(element: Element, clicked: Set<Element>): void {
  let outermost: Element | undefined;
  for (let node: Element | null = element; node; node = node.parentElement)
    if (getComputedStyle(node).display === 'none') outermost = node;
  const toggle = outermost?.parentElement?.querySelector('button');
  // Each toggle once: a second click before React has drawn the first would close the item again.
  if (!toggle || clicked.has(toggle)) return;
  clicked.add(toggle);
  toggle.click();
}

/** Focuses the control at `path` once it is on the page and visible; false when the form has no such field. */
async function focusField(doc: Document, path: string, timeout = FORM_TIMEOUT_MS): Promise<boolean> {
  const steps = parseFieldPath(path);
  const deadline = performance.now() + timeout;
  // A folded item's fields come after the form (lists/foldedItemsLater.ts): an index counts them all.
  const label = await waitFor(() => (foldedItemsDrawn() ? findFieldLabel(doc, steps) : undefined), deadline);
  if (!label) return false;
  const input = () => doc.getElementById(label.htmlFor);
  const target = input();
  if (!target) return false;
  // One level at a time: React renders an opened item on its next pass, and only then shows what it still hides.
  const clicked = new Set<Element>();
  const shown = await waitFor(() => {
    const current = input();
    if (current && current.getClientRects().length > 0) return current;
    if (current) revealOutermost(current, clicked);
    return undefined;
  }, deadline);
  if (!shown) return false;
  const focusable = shown.matches('input, textarea, select, [contenteditable="true"], [tabindex]')
    ? shown
    : (shown.querySelector<HTMLElement>('input, textarea, [contenteditable="true"], [tabindex]') ?? shown);
  label.scrollIntoView({ block: 'center' });
  focusable.focus({ preventScroll: true });
  return doc.activeElement === focusable;
}

async function waitFor<T>(find: () => T | undefined, deadline: number): Promise<T | undefined> {
  for (;;) {
    const found = find();
    if (found !== undefined || performance.now() > deadline) return found;
    await new Promise((next) => setTimeout(next, 100));
  }
}

/** Reads `?field=` once, on the entry the link opened, then drops it so a reload or the next entry does not jump again. */
export function focusLinkedField(win: Window): void {
  const url = new URL(win.location.href);
  const path = url.searchParams.get(FIELD_PARAM);
  if (!path || !url.hash.includes('/entries/')) return;
  void focusField(win.document, path).then(() => {
    const now = new URL(win.location.href);
    now.searchParams.delete(FIELD_PARAM);
    win.history.replaceState(win.history.state, '', now);
  });
}
