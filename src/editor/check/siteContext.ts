import { contextOfData, type FileContext } from '../../check/checkFile';
import { contentToday } from '../../content/claims';
import claims from '../../../content/claims.md?data';
import glossary from '../../../content/glossary.md?data';
import site from '../../../content/site.md?data';
import { IMAGES } from './images';

/**
 * What the editor knows of the other content files when it checks one: claims.md, glossary.md,
 * site.md and content/images/ as /admin/ was built from the branch every save starts from (a claim added in
 * another entry's unpublished change is not there yet: the pull request's check would call it unknown too).
 * Their data comes parsed by the build (`?data`), so a save parses only the file it writes.
 */
export function siteContext(uploaded: readonly string[] = []): FileContext {
  return contextOfData({ claims, glossary, site, images: [...IMAGES, ...uploaded], today: contentToday() });
}
