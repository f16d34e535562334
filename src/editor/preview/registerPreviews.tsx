import { lazy, Suspense, type ComponentType } from 'react';
import type { PreviewTemplateComponentProps } from 'decap-cms-core';
import { CONTENT_FILES } from '../../content/collections';
import { editorEntry } from '../../preview/editorLink';
import { LAYER_ORDER } from '../../site/styles/layerOrder';
import CMS from '../decap';
// The site's own stylesheet: scripts/build/admin/previewStylesheet.ts takes every style of this build out of
// the editor's page and names the file in <meta name="site-stylesheet">, for the preview frame only.
import '../../site/styles/global.css';

/** The site's components and what draws them: loaded when a page's preview first shows, after its form. */
const templates = () => import('./pageTemplates');

/**
 * The preview pane: each page entry drawn by the site's components in the site's
 * styles. Site-wide entries (site.md, claims.md, glossary.md) keep Decap's list of fields.
 */
export function registerPreviews(doc: Document): void {
  const stylesheet = doc.querySelector<HTMLMetaElement>('meta[name="site-stylesheet"]')?.content;
  // First, as in the site's pages: the editor's build puts the components' CSS before global.css, and
  // layers rank by first appearance, so without it the reset's margin: 0 beat every component's margins.
  CMS.registerPreviewStyle(LAYER_ORDER, { raw: true });
  if (stylesheet) CMS.registerPreviewStyle(new URL(stylesheet, doc.baseURI).href);
  for (const file of Object.keys(CONTENT_FILES)) {
    const { collection, entry } = editorEntry(file);
    if (collection !== 'pages') continue;
    const Template = lazy(async () => {
      const drawn = (await templates()).pageTemplate(file, entry);
      return { default: (drawn ?? (() => null)) as ComponentType<PreviewTemplateComponentProps> };
    });
    CMS.registerPreviewTemplate(entry, (props: PreviewTemplateComponentProps) => (
      <Suspense fallback={null}>
        <Template {...props} />
      </Suspense>
    ));
  }
}
