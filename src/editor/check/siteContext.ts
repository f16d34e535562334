import { contextOf, type FileContext } from '../../check/checkFile';
import { contentToday } from '../../content/today';
import claims from '../../../content/claims.md?raw';
import glossary from '../../../content/glossary.md?raw';
import site from '../../../content/site.md?raw';

/**
 * What the editor knows of the other content files when it checks one (DESIGN §13): claims.md,
 * glossary.md, site.md (the page titles' company name) and the names in content/images/ as they were when /admin/ was built, which is the
 * branch every save starts from. A claim added in another entry's unpublished change is not on that
 * branch yet: the pull request's check would call it unknown too.
 */
const imageFiles = import.meta.glob('../../../content/images/*', { eager: true, query: '?url', import: 'default' });

export const IMAGES = Object.keys(imageFiles).map((path) => path.slice(path.lastIndexOf('/') + 1));

/** The context of a check now, with the images this save uploads. */
export function siteContext(uploaded: readonly string[] = []): FileContext {
  return contextOf({ claims, glossary, site, images: [...IMAGES, ...uploaded], today: contentToday() });
}
