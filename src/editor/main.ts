import CMS, { registerBackend } from './decap';
import { cmsConfig, CLAIMS_RECORDS, fileFields, FORMATS, type BackendOptions } from './config/cmsConfig';
import { EDITOR_COMPONENTS } from './editorComponents';
import { loadDecapMarkdown } from './format/decapMarkdown';
import { yamlDocumentFormat } from './format/yamlDocumentFormat';
import { RECORD_KEY_FIELD, CLAIMS_PICKER, UNCONFIRMED_WIDGET } from './config/cmsFields';
import { registerCheckedWidgets } from './check/checkedWidgets';
import { UnconfirmedControl } from './confirm/UnconfirmedControl';
import { IMAGES, uploadedNames } from './check/images';
import { loadCheck } from './check/loadCheck';
import { afterFirstForm } from './afterFirstForm';
import { focusLinkedField } from './fieldFocus';
import { EDITOR_LOCALE, FALLBACK_LOCALE } from './locale';
import { sayWhenNarrow } from './narrowScreen';
import { sayLibraryWords } from './libraryWords';
import { sayLocalAnswers } from './localBackend';
import { siteContent } from './preview/previewSiteData';
import { registerPreviews } from './preview/registerPreviews';
import { pullRequestNumber } from './pullRequest';
import { checkSignIn, registerSiteGitHub, watchPopups } from './signIn';
import { signInPath, SITE_GITHUB } from './signInOptions';

/**
 * The editor at /admin/. `npm run edit` serves `local.json` beside this page, naming the
 * local server (decap-server on loopback); without it the editor signs in to the code host through this
 * site's own sign-in (signIn.ts), and every save becomes a branch and a pull request.
 */

/** Set by scripts/build/admin/viteAdmin.config.ts from the build's environment (docs/deploy.md). */
declare const __CMS_BACKEND__: BackendOptions;
/** Decap's github backend's default `api_root`, which the editor's CSP allows (deploy/admin-csp.conf). */
const GITHUB_API = 'https://api.github.com';

async function besideThisPage(name: string): Promise<unknown> {
  try {
    const response = await fetch(`./${name}`, { cache: 'no-store' });
    return response.ok ? await response.json() : undefined;
  } catch {
    return undefined;
  }
}

CMS.registerLocale('zh_Hans', EDITOR_LOCALE);
CMS.registerLocale('en', FALLBACK_LOCALE);
const documentFormat = yamlDocumentFormat();
const claimsFormat = yamlDocumentFormat({ records: CLAIMS_RECORDS, key: RECORD_KEY_FIELD });
CMS.registerCustomFormat(FORMATS.document, 'mdx', documentFormat);
CMS.registerCustomFormat(FORMATS.claims, 'md', claimsFormat);
// The content check before a save: on each field, and over the whole file as it would be written.
registerCheckedWidgets(IMAGES);
// The unconfirmed-wording control; its preview shows nothing (the page previews outline the fields instead).
CMS.registerWidget(UNCONFIRMED_WIDGET, UnconfirmedControl as never, () => null);
for (const component of EDITOR_COMPONENTS) CMS.registerEditorComponent(component);
registerPreviews(document);

const local = (await besideThisPage('local.json')) as { backendUrl: string; branch: string } | undefined;
await registerBackend(local !== undefined);
// Decap's options for signing in through this origin (decap-cms-lib-auth netlify-auth.js).
const signIn = { base_url: location.origin, auth_endpoint: signInPath(location.pathname) };
const config = local
  ? cmsConfig({ name: 'git-gateway', branch: local.branch }, local.backendUrl)
  : cmsConfig({ ...__CMS_BACKEND__, name: SITE_GITHUB, ...signIn });
// A preview's 编辑 link names its pull request: the branch is asked of GitHub once signed in (pullRequest.ts).
const pullRequest = pullRequestNumber(location.search);
/**
 * Awaited by Decap's persistEntry before anything is written: the entry as it would be saved goes through
 * the content check, and a problem that stands throws, which Decap shows in its failure notice
 * (`ui.toast.onFailToPersist`), naming fields as this form shows them. Nothing is committed.
 */
CMS.registerEventListener({
  name: 'preSave',
  handler: async ({ entry }: { entry: { get(key: string): unknown } }) => {
    // Loaded after the first form: a body is written through Decap's serialisers, and checked, as before.
    const [{ checkSave, formPath, SaveRefused, siteContext }] = await Promise.all([loadCheck(), loadDecapMarkdown()]);
    const collection = String(entry.get('collection'));
    const data = (entry.get('data') as { toJS(): unknown }).toJS() as Record<string, unknown>;
    const format = collection === CLAIMS_PICKER.collection ? claimsFormat : documentFormat;
    const context = siteContext(uploadedNames(entry));
    const problems = checkSave(String(entry.get('path')), data, (saved) => format.toFile(saved), context);
    const fields = fileFields(config.collections, collection, String(entry.get('slug')));
    if (problems.length) throw new SaveRefused(problems, (field) => formPath(fields, data, field));
    // Nothing to change: Decap keeps the entry as it is.
    return undefined;
  },
});
if (local) sayLocalAnswers();
else {
  const texts = siteContent.editControl.signIn;
  const repo = __CMS_BACKEND__.repo ?? '';
  const target = pullRequest === undefined ? undefined : { number: pullRequest, repo, apiRoot: GITHUB_API };
  registerSiteGitHub(document, texts, target);
  watchPopups(window, texts, signIn.auth_endpoint);
  void checkSignIn(document, texts, signIn.auth_endpoint);
}
CMS.init({ config: config as never });
sayWhenNarrow(window, siteContent.editControl.narrowScreen);
sayLibraryWords(document, { dragHint: siteContent.editControl.list.dragHint, close: siteContent.closeLabel });
// What the first form does not need loads once it has shown: the content check (for saves and the fields'
// messages) and Decap's markdown serialisers (for saving a body).
afterFirstForm(document, () => void Promise.all([loadCheck(), loadDecapMarkdown()]));
// A 编辑 link from a preview page names the field to open (src/preview/editorLink.ts).
focusLinkedField(window);
