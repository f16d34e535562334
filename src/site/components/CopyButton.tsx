import { useBehaviour } from '../islands/useBehaviour';
import type { CopyProps } from './copyBehaviour';
import pill from '../styles/pill.module.css';

/** Copies a value (a phone number, an address) and says so (copyBehaviour.ts). */
export function CopyButton({ value, what, labels }: CopyProps) {
  const ref = useBehaviour<'copyButton', HTMLButtonElement>('copyButton', { value, what, labels });
  return (
    <button ref={ref} type="button" className={`${pill.pill} ${pill.small}`}>
      {labels.label}
      <span className="visually-hidden">{what}</span>
    </button>
  );
}
