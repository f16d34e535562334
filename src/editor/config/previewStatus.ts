/**
 * The commit status the preview workflow sets once a pull request's preview is live (scripts/ci/previewStatus.ts),
 * which Decap reads for its 查看预览 button (`backend.preview_context`): no need to find the pull request on GitHub.
 */
export const PREVIEW_STATUS_CONTEXT = '预览站 (preview)';
