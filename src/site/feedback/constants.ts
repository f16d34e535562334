/** The feedback kit's constants, as the original site's kit had them, named once. */
export const MESSAGE_DURATION_MS = 3000; // closes by itself unless told otherwise
export const MESSAGE_OFFSET_PX = 16; // the first message's distance from the top of the viewport
export const NOTIFICATION_DURATION_MS = 4500; // closes by itself unless told otherwise
/** Gap between stacked messages, and between notifications in one corner; also their distance from the edges. */
export const STACK_GAP_PX = 16;
export const LOADING_FADE_MS = 400; // a loading mask fades out before it is removed

/** Default accessible names and button texts; pages pass their own from content where they have them. */
export const DEFAULT_LABELS = { close: '关闭', confirm: '确定', cancel: '取消' } as const;
