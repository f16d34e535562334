import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether keyboard focus is inside the frame: in a cross-origin page neither `:focus` nor `:focus-within`
 * matches the iframe, and the parent window learns of it only through its own blur.
 */
export function useFrameFocus(frame: RefObject<HTMLIFrameElement | null>): boolean {
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    // activeElement settles after the blur/focus event, hence the next task.
    const update = () => window.setTimeout(() => setFocused(document.activeElement === frame.current));
    window.addEventListener('blur', update);
    window.addEventListener('focus', update);
    document.addEventListener('focusin', update);
    return () => {
      window.removeEventListener('blur', update);
      window.removeEventListener('focus', update);
      document.removeEventListener('focusin', update);
    };
  }, [frame]);
  return focused;
}
