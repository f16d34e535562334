import { fillPlaceholders } from '../../content/fillPlaceholders';
import type { Behaviour } from '../islands/behaviour';

export interface CopyProps {
  value: string;
  what: string;
  labels: Record<'label' | 'done' | 'failed', string>;
}

/**
 * Starts the clipboard write at once: WebKit accepts it only while the click is still being handled,
 * not after an awaited `import()` (WebKit refuses the write once the handler has awaited a fetch). Resolves to whether it worked; never rejects.
 */
function writeClipboard(value: string): Promise<boolean> {
  try {
    return navigator.clipboard.writeText(value).then(
      () => true,
      () => false,
    );
  } catch {
    return Promise.resolve(false);
  }
}

/**
 * A click copies the value and says so. Where the clipboard is not available (an insecure page, a
 * refused permission) the message shows the text to copy by hand.
 */
export const copyBehaviour: Behaviour<CopyProps> = (button, { value, labels }, site) => {
  const copy = async () => {
    const written = writeClipboard(value);
    // The feedback kit loads on first use: most visitors never copy, so it stays out of first-load code.
    const { message } = await import('../feedback/message');
    if (await written) message.success(labels.done, { grouping: true, closeLabel: site.closeLabel });
    else message.error(fillPlaceholders(labels.failed, { text: value }), { duration: 0, closeLabel: site.closeLabel });
  };
  const onClick = () => void copy();
  button.addEventListener('click', onClick);
  return () => button.removeEventListener('click', onClick);
};
