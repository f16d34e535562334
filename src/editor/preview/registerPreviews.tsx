import CMS from 'decap-cms-app';
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { siteContext } from '../check/siteContext';
import { cmsCollections, fileFields } from '../config/cmsConfig';
import { yamlDocumentFormat } from '../format/yamlDocumentFormat';
import { LAYER_ORDER } from '../../site/styles/layerOrder';
import { PagePreview } from './PagePreview';
import { PAGE_PREVIEWS } from './pagePreviews';
// The site's own stylesheet: scripts/build/admin/previewStylesheet.ts takes every style of this build out of
// the editor's page and names the file in <meta name="site-stylesheet">, for the preview frame only.
import '../../site/styles/global.css';

/** The meta tag scripts/build/admin/previewStylesheet.ts writes. */
export const STYLESHEET_META = 'site-stylesheet';

interface ImmutableLike {
  toJS(): unknown;
}

/** The names of the pictures this edit uploads: the check knows them as it does before a save (check/preSave.ts). */
function uploadedNames(media: ImmutableLike | undefined): string[] {
  return ((media?.toJS() ?? []) as { name?: string }[]).flatMap((file) => (file.name ? [file.name] : []));
}

/**
 * The preview pane (DESIGN §13): each page entry drawn by the site's components in the site's
 * styles. Site-wide entries (site.md, claims.md, glossary.md) keep Decap's list of fields.
 */
export function registerPreviews(doc: Document): void {
  const stylesheet = doc.querySelector<HTMLMetaElement>(`meta[name="${STYLESHEET_META}"]`)?.content;
  // First, as in the site's pages: the editor's build puts the components' CSS before global.css, and
  // layers rank by first appearance, so without it the reset's margin: 0 beat every component's margins.
  CMS.registerPreviewStyle(LAYER_ORDER, { raw: true });
  if (stylesheet) CMS.registerPreviewStyle(new URL(stylesheet, doc.baseURI).href);
  // Pages are saved with the document format (src/editor/main.ts): the check reads them as they would be written.
  const format = yamlDocumentFormat();
  const collections = cmsCollections();
  for (const { file, entry, collection, schema, render } of PAGE_PREVIEWS) {
    const fields = fileFields(collections, collection, entry);
    CMS.registerPreviewTemplate(entry, ({ entry: current, getAsset }: PreviewTemplateComponentProps) => {
      const names = uploadedNames(current.get('mediaFiles') as ImmutableLike | undefined);
      return (
        <PagePreview
          file={file}
          schema={schema}
          data={(current.get('data')?.toJS() ?? {}) as Record<string, unknown>}
          render={render}
          uploads={{ names, url: (name) => String(getAsset(name)) }}
          failure={{ fields, format, context: () => siteContext(names) }}
        />
      );
    });
  }
}
