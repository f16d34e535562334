import { SOURCE_SEPARATOR } from '../content/marks/sourceLocation';
import { hasMarks, marksIn, withoutMarks } from '../content/marks/sourceMark';

/**
 * `npm run dev` only. React hydrates the whole document there with the loaders' data, marks
 * included, so the server's HTML keeps them too (moving them first would make every element
 * differ from what React renders). Once hydrated, this moves them in the live page, as the
 * build's post-render pass does in the files (moveMarks.ts), and again after each update.
 */
export function moveMarksInPage(doc: Document): void {
  doc.title = withoutMarks(doc.title);
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  const texts: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (hasMarks(node.nodeValue ?? '')) texts.push(node as Text);
  for (const node of texts) {
    if (node.parentElement) note(node.parentElement, node.nodeValue ?? '');
    node.nodeValue = withoutMarks(node.nodeValue ?? '');
  }
  for (const element of doc.body.querySelectorAll('*'))
    for (const attribute of [...element.attributes]) {
      if (!hasMarks(attribute.value)) continue;
      if (attribute.name !== 'data-props') note(element, attribute.value);
      element.setAttribute(attribute.name, withoutMarks(attribute.value));
    }
}

function note(element: Element, text: string): void {
  const marks = marksIn(text);
  add(
    element,
    'data-source',
    marks.map((mark) => mark.source),
  );
  add(
    element,
    'data-claim-source',
    marks.flatMap((mark) => mark.claims ?? []),
  );
}

function add(element: Element, name: string, values: string[]): void {
  if (!values.length) return;
  const present = element.getAttribute(name)?.split(SOURCE_SEPARATOR) ?? [];
  element.setAttribute(name, [...new Set([...present, ...values])].join(SOURCE_SEPARATOR));
}

/**
 * Built previews: an island may show a text only once it runs (a notice), rendered from data
 * whose marks the build removed. The build lists such texts (moveMarks.ts); an element that
 * shows exactly one of them, and has no source of its own, is marked when it appears.
 */
export function markIslandTexts(doc: Document, texts: Readonly<Record<string, string>>): void {
  for (const element of doc.querySelectorAll('[data-island] *')) {
    if (element.closest('[data-source]')) continue;
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.nodeValue ?? '')
      .join('')
      .trim();
    const source = own ? texts[own] : undefined;
    if (source) element.setAttribute('data-source', source);
  }
}
