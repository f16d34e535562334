import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { contextOfData, type FileContext } from '../../../src/check/checkFile';
import { parseFile } from '../../../src/content/frontmatter/parseFile';
import { REAL_CONTENT } from './contentFixture';

const real = (file: string) => readFileSync(join(REAL_CONTENT, file), 'utf8');

/**
 * What one file's check knows of the others in the browser editor, from the real content: claims.md,
 * glossary.md and site.md as the editor's build hands them over (`content/<file>?data`, their front matter
 * parsed), and the images folder. Under Vitest the MDX plugin, not the content plugin's `?data`, would answer
 * src/editor/check/siteContext.ts's imports, so tests make it here.
 */
export function editorContext(
  today: Date,
  images: readonly string[] = readdirSync(join(REAL_CONTENT, 'images')),
): FileContext {
  return contextOfData({
    claims: parseFile(real('claims.md')).data,
    glossary: parseFile(real('glossary.md')).data,
    site: parseFile(real('site.md')).data,
    images,
    today,
  });
}
