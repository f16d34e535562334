import { DEFAULT_LABELS } from './constants';
import { closeButton, element } from './dom';
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

/** One box to show. */
export interface Box {
  id: string;
  kind: 'alert' | 'confirm' | 'prompt';
  options: MessageBoxOptions & Partial<PromptOptions>;
  settle(result: MessageBoxResult): void;
}

/**
 * One alert, confirm or prompt as a native modal <dialog> in `host`: `showModal()` makes the page behind
 * it inert and keeps focus inside. Every way out (buttons, ×, Esc) closes the dialog first and settles on
 * its `close` event, so focus can return to the opener once the page is no longer inert.
 */
export function showMessageBox(host: HTMLElement, { id, kind, options, settle }: Box): void {
  let result: MessageBoxResult = { action: 'close' };
  const dialog = element('dialog', {
    class: styles.dialog,
    'aria-labelledby': `${id}-title`,
    'aria-describedby': options.text ? `${id}-text` : undefined,
  });
  const finish = (next: MessageBoxResult) => {
    result = next;
    dialog.close();
  };

  const input =
    kind === 'prompt'
      ? element('input', { id: `${id}-input`, class: styles.input, 'aria-invalid': 'false' })
      : undefined;
  const field =
    input &&
    element('div', { class: styles.field }, element('label', { for: `${id}-input` }, options.inputLabel ?? ''), input);
  let error: HTMLElement | undefined;
  /** Shows the validator's verdict under the input; true when the value may be confirmed. */
  const validate = (text: string) => {
    const verdict = options.validator?.(text) ?? true;
    error?.remove();
    error = undefined;
    input?.setAttribute('aria-invalid', String(verdict !== true));
    if (verdict === true) input?.removeAttribute('aria-describedby');
    else {
      error = element('p', { id: `${id}-error`, class: styles.error, role: 'alert' }, verdict);
      input?.setAttribute('aria-describedby', `${id}-error`);
      field?.append(error);
    }
    return verdict === true;
  };
  if (input) {
    input.value = options.defaultValue ?? '';
    input.addEventListener('input', () => {
      if (error) validate(input.value);
    });
  }

  const confirmButton = element(
    'button',
    { type: 'submit', class: `${styles.button} ${styles.primary}` },
    options.confirmLabel ?? DEFAULT_LABELS.confirm,
  );
  const cancelButton =
    kind === 'alert'
      ? undefined
      : element('button', { type: 'button', class: styles.button }, options.cancelLabel ?? DEFAULT_LABELS.cancel);
  cancelButton?.addEventListener('click', () => finish({ action: 'cancel' }));

  const form = element(
    'form',
    { class: styles.form, novalidate: '' },
    element(
      'div',
      { class: styles.head },
      element('h2', { id: `${id}-title`, class: styles.title }, options.title),
      closeButton(`${close.close} ${styles.close}`, options.closeLabel ?? DEFAULT_LABELS.close, () =>
        finish({ action: 'close' }),
      ),
    ),
    options.text && element('p', { id: `${id}-text` }, options.text),
    field,
    element('div', { class: styles.buttons }, cancelButton, confirmButton),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    if (!input) finish({ action: 'confirm' });
    else if (validate(input.value)) finish({ action: 'confirm', value: input.value });
    else input.focus();
  });
  dialog.addEventListener('keydown', (event) => {
    // Handled here rather than by the native `cancel` so it behaves the same everywhere; not while an IME composes.
    if (event.key !== 'Escape' || event.isComposing) return;
    event.preventDefault();
    finish({ action: 'close' });
  });
  dialog.addEventListener('close', () => {
    dialog.remove();
    settle(result);
  });
  dialog.append(form);
  host.append(dialog);
  dialog.showModal();
  (input ?? confirmButton).focus();
  input?.select();
}
