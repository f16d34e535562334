import { DecapCmsCore } from 'decap-cms-core';
import type { CMS as DecapCms } from 'decap-cms-core';
import { en } from 'decap-cms-locales';
import ImageWidget from 'decap-cms-widget-image';
import ListWidget from 'decap-cms-widget-list';
import ObjectWidget from 'decap-cms-widget-object';
import RelationWidget from 'decap-cms-widget-relation';
import SelectWidget from 'decap-cms-widget-select';
import StringWidget from 'decap-cms-widget-string';
import TextWidget from 'decap-cms-widget-text';
import { markdownWidget } from './markdownOnDemand';

/**
 * Decap CMS as this editor uses it, assembled from Decap's own packages the way `decap-cms-app` assembles
 * all of them (its dist/esm/extensions.js): the widgets the generated configuration uses (config/cmsFields.ts),
 * English, Decap's fallback for the phrases a locale lacks, and the one backend this page signs in with
 * (registerBackend). decap-cms-app also brought ten backends, ten widgets (a map with OpenLayers, a code editor,
 * a colour picker…) and every locale: 40% of the editor's script, evaluated before the first form
 * (docs/performance.md, editor section).
 */
const CMS: DecapCms = DecapCmsCore;

const register = CMS.registerWidget as unknown as (widgets: unknown[]) => void;
register(
  [StringWidget, TextWidget, ImageWidget, ListWidget, ObjectWidget, RelationWidget, SelectWidget].map((widget) =>
    widget.Widget(),
  ),
);
// Loaded when a body first shows (markdownOnDemand.tsx).
register([markdownWidget]);
// The fallback for phrases a locale lacks (decap-cms-core lib/phrases.js); main.ts registers the Chinese.
CMS.registerLocale('en', en);

export default CMS;

/**
 * The backend this editor uses, loaded before Decap starts: `npm run edit`'s local server (Decap's `proxy`,
 * which its `git-gateway` configuration becomes once it finds decap-server), or `github` as deployed.
 * Each brings its own API clients (GitHub's GraphQL and Apollo, GitLab's, Bitbucket's): only one loads.
 */
export async function registerBackend(local: boolean): Promise<void> {
  if (local) {
    const { ProxyBackend } = await import('decap-cms-backend-proxy');
    CMS.registerBackend('proxy', ProxyBackend as never);
  } else {
    const { GitHubBackend } = await import('decap-cms-backend-github');
    CMS.registerBackend('github', GitHubBackend as never);
  }
}
