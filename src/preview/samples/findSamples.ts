import type { SampleValue } from '../../content/siteData';

/** What finding a sample on the page needs: its text and whether it is a sample or awaits confirmation. */
export type ShownSample = Pick<SampleValue, 'value' | 'kind'>;

/** An element that shows sample values, and which (the footer line holds the company name too). */
export interface SampleHit<S extends ShownSample = SampleValue> {
  element: Element;
  samples: S[];
}

/**
 * Where each sample value shows on the page: in text, as a link or frame address, as an image's
 * alternative text, or as a QR code drawn from it (`qrSources` maps a QR target to its image).
 */
export function findSamples<S extends ShownSample>(
  root: Element,
  samples: readonly S[],
  qrSources: Readonly<Record<string, string>>,
  ignore?: Element | null,
): SampleHit<S>[] {
  const hits: SampleHit<S>[] = [];
  const add = (element: Element | null, sample: S) => {
    if (!element || ignore?.contains(element)) return;
    const hit = hits.find((existing) => existing.element === element);
    if (!hit) hits.push({ element, samples: [sample] });
    else if (!hit.samples.includes(sample)) hit.samples.push(sample);
  };
  for (const sample of samples) {
    const { value } = sample;
    if (!value) continue;
    if (sample.kind === 'unconfirmed') {
      // A sentence may be split by a marked figure (<Text>): the innermost element holding all of it.
      for (const element of innermostHolding(root, value)) add(element, sample);
      for (const element of root.querySelectorAll('img[alt]'))
        if (element.getAttribute('alt') === value) add(element, sample);
      continue;
    }
    const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode())
      if (node.nodeValue?.includes(value)) add(node.parentElement, sample);
    for (const element of root.querySelectorAll('a[href], iframe[src], img[alt], img[src]')) {
      const address = element.getAttribute('href') ?? element.getAttribute('src');
      if (address === value || address === `tel:${value}` || element.getAttribute('alt') === value)
        add(element, sample);
      if (element.tagName === 'IMG' && qrSources[value] && element.getAttribute('src') === qrSources[value])
        add(element, sample);
    }
  }
  return hits;
}

const squeeze = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

/** Elements whose text contains `value` while none of their children's does. */
function innermostHolding(root: Element, value: string): Element[] {
  const wanted = squeeze(value);
  return [...root.querySelectorAll('*')].filter(
    (element) =>
      squeeze(element.textContent).includes(wanted) &&
      ![...element.children].some((child) => squeeze(child.textContent).includes(wanted)),
  );
}

/**
 * Outlines, under `root`, each element that shows one of `samples` (sampleOutlines.css): `data-sample`
 * and `data-unconfirmed` list those of each kind as `name` writes them, `; ` between several. The previous
 * pass's outlines are cleared first. Returns each outlined element with what it was given.
 */
export function outlineSamples<S extends ShownSample>(
  root: Element,
  samples: readonly S[],
  qrSources: Readonly<Record<string, string>>,
  name: (sample: S) => string,
  ignore?: Element | null,
) {
  for (const element of root.querySelectorAll('[data-sample], [data-unconfirmed]')) {
    element.removeAttribute('data-sample');
    element.removeAttribute('data-unconfirmed');
  }
  return findSamples(root, samples, qrSources, ignore).map(({ element, samples: shown }) => {
    // A sample value and wording awaiting the company are different tasks: each has its own outline.
    const sampled = shown
      .filter((sample) => sample.kind !== 'unconfirmed')
      .map(name)
      .join('; ');
    const awaiting = shown
      .filter((sample) => sample.kind === 'unconfirmed')
      .map(name)
      .join('; ');
    if (sampled) element.setAttribute('data-sample', sampled);
    if (awaiting) element.setAttribute('data-unconfirmed', awaiting);
    return { element, sampled, awaiting };
  });
}
