/**
 * Text a pull request wrote, in a comment the bot posts under its own name: shown as
 * written and nothing more. Markdown and HTML are escaped, and what GitHub would turn into a link
 * or a notification even as plain text (an @-mention, a #123 reference, a web address) is broken
 * with an invisible word joiner, so the comment links and notifies only what the workflow put there.
 */
import { escapeMarkdown } from '../../src/check/report/markdown';

/** U+2060 WORD JOINER: invisible, and no part of a user name, a number or an address. */
const JOINER = '\u2060';

/** The text with every @-mention, #reference and web address broken, and nothing else changed. */
export const breakLinks = (text: string) =>
  text
    .replace(/[@#]/g, `$&${JOINER}`)
    .replace(/:\/\//g, `:${JOINER}//`)
    .replace(/\bwww\./gi, (www) => `${www.slice(0, 3)}${JOINER}.`);

/** One line of the pull request's text, safe to place anywhere in a comment's Markdown. */
export const plainText = (text: string) => escapeMarkdown(breakLinks(text.replace(/\s*[\r\n]+\s*/g, ' ')));

/** A path segment (a branch, a file name) with every character a link could misread encoded, `(`, `)`, `'` and `*` too. */
export const encodeSegment = (text: string) =>
  encodeURIComponent(text).replace(/[!'()*]/g, (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`);

/** A path whose segments are each fully encoded: `editor/新标题` keeps its slash. */
export const encodePath = (path: string) => path.split('/').map(encodeSegment).join('/');
