import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether keyboard focus is inside the frame. Once focus enters a cross-origin page, neither
 * `:focus` nor `:focus-within` matches the iframe, so CSS alone cannot draw a focus ring for it;
 * the parent window only learns of it through its own blur.
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
