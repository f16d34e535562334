import { contextOf, type FileContext } from '../../check/checkFile';
import { contentToday } from '../../content/today';
import claims from '../../../content/claims.md?raw';
import glossary from '../../../content/glossary.md?raw';
import site from '../../../content/site.md?raw';

/**
 * What the editor knows of the other content files when it checks one (DESIGN §13): claims.md, glossary.md,
 * site.md and content/images/ as /admin/ was built from the branch every save starts from (a claim added in
 * another entry's unpublished change is not there yet: the pull request's check would call it unknown too).
 */
const imageFiles = import.meta.glob<string>('../../../content/images/*', {
  eager: true,
  query: '?url',
  import: 'default',
});

/** Each picture of content/images/ by its file name, with its address in this build. */
export const IMAGE_URLS = new Map(
  Object.entries(imageFiles).map(([path, src]) => [path.slice(path.lastIndexOf('/') + 1), src] as const),
);
export const IMAGES = [...IMAGE_URLS.keys()];

export function uploadedNames(entry: { get(key: string): unknown }): string[] {
  const media = entry.get('mediaFiles') as { toJS(): unknown } | undefined;
  return ((media?.toJS() ?? []) as { name?: string }[]).flatMap((file) => (file.name ? [file.name] : []));
}

export function siteContext(uploaded: readonly string[] = []): FileContext {
  return contextOf({ claims, glossary, site, images: [...IMAGES, ...uploaded], today: contentToday() });
}
