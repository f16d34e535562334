import { leaves } from '../../content/schemaWalk';
import { firstInvisible, invisibleWhat, withoutInvisible } from './invisible';
import { lineOfPath } from '../../content/frontmatter/parseFile';
import { formatPath, type Problem } from '../problem';
import { VERBATIM_FIELDS, type LoadedFile } from './visibleText';

/** Files whose texts the typography check does not read (it reads them where they are used). */
const NOT_COPY = ['content/claims.md', 'content/glossary.md'];

export interface InvisibleField {
  file: string;
  line: number;
  field: string;
  source: string;
  fixed: string;
  problem: Problem;
}

/**
 * Pasted invisible characters in the fields the typography check does not read (figures, units and
 * labels in claims.md, addresses, filing numbers, image names): nothing invisible reaches a page.
 * Texts the typography check reads are reported there, once, with the rest of their typography.
 */
export function invisibleFields(files: readonly LoadedFile[]): InvisibleField[] {
  return files.flatMap(({ file, schema, parsed, valid }) => {
    if (valid === undefined) return [];
    return leaves(schema, valid).flatMap((leaf) => {
      const field = formatPath(leaf.path);
      if (typeof leaf.value !== 'string') return [];
      if (!NOT_COPY.includes(file) && leaf.kind === 'text' && !VERBATIM_FIELDS.has(field)) return [];
      const found = firstInvisible(leaf.value);
      if (!found) return [];
      const fixed = withoutInvisible(leaf.value).trim();
      const line = lineOfPath(parsed, leaf.path);
      const { zh, en } = invisibleWhat(found.char);
      const message = `排版：${zh}。应改为：${fixed}（npm run content:fix 可自动改正） (typography: ${en})`;
      return [
        {
          file,
          line,
          field,
          source: leaf.value,
          fixed,
          problem: {
            file,
            line,
            field,
            message,
            severity: 'error',
            spot: leaf.value,
            offset: found.column - 1,
            length: 1,
          },
        },
      ];
    });
  });
}
