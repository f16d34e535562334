import type { Behaviour } from '../../islands/behaviour';

/**
 * Business-introduction sub-nav highlight: the last section whose top (distance from the
 * viewport top, in page order) has passed the reading line; 0 at the top.
 */
export function activeSection(tops: readonly number[], readingLine: number): number {
  let active = 0;
  tops.forEach((top, index) => {
    if (top <= readingLine) active = index;
  });
  return active;
}

/** A section is in view once its top has passed this line, in px from the top of the viewport. */
const READING_LINE_PX = 160;

export interface SubNavProps {
  label: string;
  sections: readonly { anchor: string; navLabel: string }[];
}

/**
 * The sub-nav's links are real `#anchor` links (they work without JavaScript); with it, a click scrolls
 * smoothly (instantly under reduced motion), moves focus to the section heading and puts the anchor in
 * the address. The highlight (`aria-current`) follows the section in view, 0 at the top.
 */
export const subNavBehaviour: Behaviour<SubNavProps> = (nav, { sections }) => {
  const anchors = sections.map((section) => section.anchor);
  const links = anchors.map((anchor) => nav.querySelector<HTMLAnchorElement>(`a[href="#${CSS.escape(anchor)}"]`));
  let frame = 0;
  const update = () => {
    frame = 0;
    const tops = anchors.map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? Infinity);
    const active = activeSection(tops, READING_LINE_PX);
    links.forEach((link, index) => {
      if (index === active) link?.setAttribute('aria-current', 'true');
      else link?.removeAttribute('aria-current');
    });
  };
  const schedule = () => {
    if (!frame) frame = requestAnimationFrame(update);
  };
  const go = (event: MouseEvent) => {
    const anchor = anchors[links.indexOf(event.currentTarget as HTMLAnchorElement)];
    const target = anchor === undefined ? null : document.getElementById(anchor);
    if (!target) return;
    event.preventDefault();
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
    target.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true });
    window.history.replaceState(window.history.state, '', `#${anchor}`);
  };
  update();
  links.forEach((link) => link?.addEventListener('click', go));
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  return () => {
    links.forEach((link) => link?.removeEventListener('click', go));
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    cancelAnimationFrame(frame);
  };
};
