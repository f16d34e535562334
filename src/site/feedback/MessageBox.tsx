import { useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { DEFAULT_LABELS } from './constants';
import close from './closeButton.module.css';
import styles from './MessageBox.module.css';

export interface MessageBoxOptions {
  title: string;
  text?: string;
  /** Text of the confirm button (default 确定). */
  confirmLabel?: string;
  /** Text of the cancel button (default 取消); alert has none. */
  cancelLabel?: string;
  /** Accessible name of the × button (default 关闭). */
  closeLabel?: string;
}

export interface PromptOptions extends MessageBoxOptions {
  inputLabel: string;
  defaultValue?: string;
  /** `true` when valid, otherwise the error shown under the input; confirm is refused meanwhile. */
  validator?: (value: string) => string | true;
}

export interface MessageBoxResult {
  action: 'confirm' | 'cancel' | 'close';
  /** The prompt's input, on confirm. */
  value?: string;
}

/** One open box in the store. */
export interface Box {
  id: string;
  kind: 'alert' | 'confirm' | 'prompt';
  options: MessageBoxOptions & Partial<PromptOptions>;
  settle(result: MessageBoxResult): void;
}

/**
 * One alert, confirm or prompt as a native modal <dialog>: `showModal()` makes the page behind it
 * inert and keeps focus inside. Every way out (buttons, ×, Esc) closes the dialog first and settles on
 * its `close` event, so focus can return to the opener once the page is no longer inert.
 */
export function MessageBox({ box }: { box: Box }) {
  const { id, kind, options } = box;
  const dialog = useRef<HTMLDialogElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const result = useRef<MessageBoxResult>({ action: 'close' });
  const [value, setValue] = useState(options.defaultValue ?? '');
  const [error, setError] = useState<string | null>(null);

  useLayoutEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
    // Explicit, because React's autoFocus runs before the dialog is open and is lost.
    (input.current ?? confirmButton.current)?.focus();
    input.current?.select();
  }, []);

  const finish = (next: MessageBoxResult) => {
    result.current = next;
    dialog.current?.close();
  };
  const validate = (text: string) => {
    const verdict = options.validator?.(text) ?? true;
    setError(verdict === true ? null : verdict);
    return verdict === true;
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (kind !== 'prompt') finish({ action: 'confirm' });
    else if (validate(value)) finish({ action: 'confirm', value });
    else input.current?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Handled here rather than by the native `cancel` so it behaves the same everywhere; not while an IME composes.
    if (event.key !== 'Escape' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    finish({ action: 'close' });
  };

  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      aria-describedby={options.text ? `${id}-text` : undefined}
      onKeyDown={onKeyDown}
      onClose={() => box.settle(result.current)}
    >
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <div className={styles.head}>
          <h2 id={`${id}-title`} className={styles.title}>
            {options.title}
          </h2>
          <button
            type="button"
            className={`${close.close} ${styles.close}`}
            aria-label={options.closeLabel ?? DEFAULT_LABELS.close}
            onClick={() => finish({ action: 'close' })}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {options.text && <p id={`${id}-text`}>{options.text}</p>}
        {kind === 'prompt' && (
          <div className={styles.field}>
            <label htmlFor={`${id}-input`}>{options.inputLabel}</label>
            <input
              ref={input}
              id={`${id}-input`}
              className={styles.input}
              value={value}
              aria-invalid={error !== null}
              aria-describedby={error === null ? undefined : `${id}-error`}
              onChange={(event) => {
                setValue(event.target.value);
                if (error !== null) validate(event.target.value);
              }}
            />
            {error !== null && (
              <p id={`${id}-error`} className={styles.error} role="alert">
                {error}
              </p>
            )}
          </div>
        )}
        <div className={styles.buttons}>
          {kind !== 'alert' && (
            <button type="button" className={styles.button} onClick={() => finish({ action: 'cancel' })}>
              {options.cancelLabel ?? DEFAULT_LABELS.cancel}
            </button>
          )}
          <button ref={confirmButton} type="submit" className={`${styles.button} ${styles.primary}`}>
            {options.confirmLabel ?? DEFAULT_LABELS.confirm}
          </button>
        </div>
      </form>
    </dialog>
  );
}
