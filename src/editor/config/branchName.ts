/**
 * A branch name as git allows it, without anything a path or a URL could misread. The preview deploy
 * writes only such a name into preview.json, and the editor takes only such a name from it.
 */
export const BRANCH_NAME = /^(?!.*\.\.)(?!.*\/\/)[\p{L}\p{N}_][\p{L}\p{N}_./-]{0,199}$/u;
