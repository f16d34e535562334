import { useEffect, useState } from 'react';
import { activeSection } from '../lib/activeSection';

/** Index of the section in view, following the scroll; 0 until the page is scrolled (DESIGN §4). */
export function useActiveSection(ids: readonly string[], readingLine = 160): number {
  const [active, setActive] = useState(0);
  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      const tops = ids.map((id) => document.getElementById(id)?.getBoundingClientRect().top ?? Infinity);
      setActive(activeSection(tops, readingLine));
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame);
    };
  }, [ids, readingLine]);
  return active;
}
