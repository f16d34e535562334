import type { z } from 'zod';
import { CONTENT_FILES, IMAGES_DIR } from '../../content/collections';
import { metaOf } from '../../content/schemaWalk';
import { isTextPage } from '../../content/schemas/textPage';
import { EDITOR_COMPONENTS } from '../../content/mdxAllowed';
import { CLAIMS_PICKER, fieldFor, labelAndHint, type CmsField } from './cmsFields';
import { COLLECTIONS, editorEntry, type CollectionName } from '../../preview/editorLink';
import { isRouteName, NOT_FOUND, ROUTES } from '../../content/routes';

/**
 * The whole Decap CMS configuration, generated from src/content/collections.ts and the schemas
 *: nothing here is kept by hand but the grouping of files into collections.
 */

/** Our save formats (main.ts); `claims` shows `claims:` as a list of claims with their ids. */
export const FORMATS = { document: 'yaml-document', claims: 'yaml-document-claims' } as const;

/** Paths of keyed maps the claims format shows as lists. */
export const CLAIMS_RECORDS: readonly (readonly string[])[] = [[CLAIMS_PICKER.list]];

/** The editor components MDX bodies offer, by the id each is registered under (editorComponents.ts). */
export const EDITOR_COMPONENT_IDS = Object.keys(EDITOR_COMPONENTS).map((name) => name.toLowerCase());

export interface BackendOptions {
  /** `git-gateway` for the local server; Decap's `github` as built, `github-site` as the editor runs it (signIn.ts). */
  name: 'git-gateway' | 'github' | 'github-site';
  branch: string;
  repo?: string;
  /** Where `github` signs in: this site's origin and path (src/editor/signIn.ts). */
  base_url?: string;
  auth_endpoint?: string;
}

/** A page's file name after its route name (STYLE), so the editor finds the file they were told about. */
function fileEntry(path: string, schema: z.ZodType) {
  const name = editorEntry(path).entry;
  const { label } = labelAndHint(metaOf(schema).description, name);
  const fields = fieldFor(name, schema, path).fields ?? [];
  // Only the text pages render their MDX body; the other pages' bodies are empty and unused.
  const body: CmsField[] = isTextPage(schema)
    ? [
        {
          name: 'body',
          label: '正文',
          hint: '页面正文。数字请用“数据”按钮插入，不要直接打字',
          widget: 'markdown',
          editor_components: EDITOR_COMPONENT_IDS,
          modes: ['rich_text', 'raw'],
          // No italic: the guide and the content check keep emphasis to bold.
          buttons: ['bold', 'link', 'heading-two', 'heading-three', 'numbered-list', 'bulleted-list'],
        },
      ]
    : [];
  // Decap's 查看预览 opens a page entry's page of the preview (the not-found page at any unknown
  // address, 404 among them); the site-wide entries and the claims open its home page.
  const pagePath = isRouteName(name) ? ROUTES[name].path : name === NOT_FOUND.id ? NOT_FOUND.path : undefined;
  const page = pagePath === undefined ? {} : { preview_path: pagePath.replace(/^\//, '') };
  // Named as the page, not as its file: the list speaks the editor's words; the file is in the guide.
  return { name, label, file: `content/${path}`, fields: [...fields, ...body], ...page };
}

/** The files of one collection; which file goes where is editorLink.ts's rule, shared with the 编辑 links. */
const group = (collection: CollectionName) =>
  Object.entries(CONTENT_FILES)
    .filter(([path]) => editorEntry(path).collection === collection)
    .map(([path, schema]) => fileEntry(path, schema));

/**
 * Every entry is a content file the site needs: none can be deleted, so none can be unpublished (Decap
 * unpublishes by deleting). Decap's toolbar offers 撤销发布 unless a collection says `delete: false`, and
 * then fails with "Not allowed to delete entries in this collection"; deleting a saved change is still offered.
 */
const KEPT = { delete: false } as const;

export function cmsCollections() {
  return [
    { name: COLLECTIONS.pages, label: '页面', format: FORMATS.document, ...KEPT, files: group(COLLECTIONS.pages) },
    { name: COLLECTIONS.site, label: '全站', format: FORMATS.document, ...KEPT, files: group(COLLECTIONS.site) },
    {
      name: CLAIMS_PICKER.collection,
      label: '公司数据',
      format: FORMATS.claims,
      ...KEPT,
      files: group(COLLECTIONS.claims),
    },
  ];
}

/** The form of one entry (none for an unknown entry). */
export function fileFields(collections: ReturnType<typeof cmsCollections>, collection: string, entry: string) {
  const files = collections.find((candidate) => candidate.name === collection)?.files;
  return files?.find((file) => file.name === entry)?.fields ?? [];
}

/**
 * The commit status the preview workflow sets once a pull request's preview is live (scripts/ci/previewStatus.ts),
 * which Decap reads for its 查看预览 button (`backend.preview_context`): no need to find the pull request on GitHub.
 */
export const PREVIEW_STATUS_CONTEXT = '预览站 (preview)';

export function cmsConfig(backend: BackendOptions, localBackendUrl?: string) {
  return {
    backend: { ...backend, preview_context: PREVIEW_STATUS_CONTEXT },
    ...(localBackendUrl ? { local_backend: { url: localBackendUrl } } : {}),
    load_config_file: false,
    locale: 'zh_Hans',
    publish_mode: 'editorial_workflow',
    // Where images live, and a picked image is written into a field as its bare file name.
    media_folder: `content/${IMAGES_DIR}`,
    public_folder: '',
    collections: cmsCollections(),
  };
}
