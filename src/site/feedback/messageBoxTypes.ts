/** Types shared by the message-box service and its view. */

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
