import CMS from 'decap-cms-app';
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { PagePreview } from './PagePreview';
import { PAGE_PREVIEWS } from './pagePreviews';
// The site's own stylesheet: scripts/build/admin/previewStylesheet.ts takes every style of this build out of
// the editor's page and names the file in <meta name="site-stylesheet">, for the preview frame only.
import '../../site/styles/global.css';

/** The meta tag scripts/build/admin/previewStylesheet.ts writes. */
export const STYLESHEET_META = 'site-stylesheet';

/**
 * The preview pane (DESIGN §13): each page entry drawn by the site's components in the site's
 * styles. Site-wide entries (site.md, claims.md, glossary.md) keep Decap's list of fields.
 */
export function registerPreviews(doc: Document): void {
  const stylesheet = doc.querySelector<HTMLMetaElement>(`meta[name="${STYLESHEET_META}"]`)?.content;
  if (stylesheet) CMS.registerPreviewStyle(new URL(stylesheet, doc.baseURI).href);
  for (const { file, entry, schema, render } of PAGE_PREVIEWS)
    CMS.registerPreviewTemplate(entry, ({ entry: current, getAsset }: PreviewTemplateComponentProps) => (
      <PagePreview
        file={file}
        schema={schema}
        data={(current.get('data')?.toJS() ?? {}) as Record<string, unknown>}
        render={render}
        uploaded={(name) => String(getAsset(name))}
      />
    ));
}
