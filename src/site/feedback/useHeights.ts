import { useLayoutEffect, useState } from 'react';

/**
 * Heights (px) of the elements with these ids, kept up to date by a ResizeObserver so stacks follow
 * wrapping text and resizes; fractional (offsetHeight rounds), so gaps stay exactly 16 px. 0 in jsdom.
 */
export function useHeights(ids: readonly string[]): ReadonlyMap<string, number> {
  const [heights, setHeights] = useState<ReadonlyMap<string, number>>(() => new Map());
  const key = ids.join(' ');
  useLayoutEffect(() => {
    if (typeof ResizeObserver === 'undefined' || key === '') return;
    const nodes = key.split(' ').flatMap((id) => document.getElementById(id) ?? []);
    const observer = new ResizeObserver(() =>
      setHeights(new Map(nodes.map((node) => [node.id, node.getBoundingClientRect().height]))),
    );
    nodes.forEach((node) => observer.observe(node));
    return () => observer.disconnect();
  }, [key]);
  return heights;
}
