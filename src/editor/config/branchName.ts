/**
 * A branch name as git allows it, without anything a path or a URL could misread. The editor takes
 * only such a name from GitHub's answer about a pull request (src/editor/pullRequest.ts).
 */
export const BRANCH_NAME = /^(?!.*\.\.)(?!.*\/\/)[\p{L}\p{N}_][\p{L}\p{N}_./-]{0,199}$/u;
