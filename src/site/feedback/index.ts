/** The feedback kit: messages, notifications, message boxes and loading masks. */
export * from './constants';
export type { FeedbackType, MessageOpenOptions, MessageOptions, NotifyOptions } from './itemState';
export type { Corner } from './layout';
export { loading } from './loading';
export { loadingMask } from './loadingMask';
export type { LoadingMask } from './loadingMask';
export { message } from './message';
export { alert, confirm, prompt } from './messageBox';
export type { MessageBoxOptions, MessageBoxResult, PromptOptions } from './messageBoxView';
export { notify } from './notification';
export type { FeedbackHandle } from './queue';
