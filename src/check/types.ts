import type { Problem } from './problem';
import type { ClaimIndex } from '../content/claimIndex';
import type { Glossary } from './rules/glossary';
import type { LoadedFile } from './rules/visibleText';

/** What one file's rules need to know of the other files (fileContext.ts). */
export interface FileContext {
  /** claims.md as read; null when it could not be read (its own error is the one to fix: references are not judged). */
  claims: ClaimIndex | null;
  glossary: Glossary;
  /** File names in content/images/. */
  images: readonly string[];
  /** Day against which target deadlines are judged. */
  today: Date;
  /** Every page's browser title (`{page} - 示例…公司`): search results cut a title by its whole length. */
  titleTemplate: string;
}

/** One file read (readContentFile.ts). */
export interface ReadFile {
  /** Problems of the file's YAML and schema, and text the YAML drops. */
  problems: Problem[];
  /** The parsed file; absent when it is empty. */
  entry?: LoadedFile;
  /** False when its YAML did not parse (or it is empty): what other rules would say follows from that. */
  readable: boolean;
}
