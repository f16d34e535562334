// Sign-in for the browser editor (docs/cms.md "Sign-in", docs/deploy.md): the OAuth exchange
// Decap's `github` backend needs, served by the site's own nginx through njs (Debian's
// libnginx-mod-http-js), so the editor's `base_url` is the site itself and no other origin or
// process is involved. Rendered into each nginx set beside locations.conf (scripts/nginx).
//
//   BASE/admin/auth         start: a `state` in a cookie, then GitHub's authorize page
//   BASE/admin/callback     finish: the `state` checked, the code exchanged for a token with the
//                           client secret, the result handed to the editor that opened the pop-up
//   BASE/admin/auth/health  whether the secret is in place: answered without asking GitHub
//   @sign_in_busy           the page of a request over the per-address rate (limit_req, 429)
//
// Only the editor's own pop-up starts a sign-in: a start whose Sec-Fetch-Site is anything but
// same-origin is refused, so another page (the preview origin's included) cannot have GitHub mint
// tokens for an editor who has authorised the app (GitHub keeps ten; an eleventh revokes the oldest).
// The callback arrives from GitHub (cross-site by nature); it must be a top-level navigation and
// never from a sibling origin of this site. The callback address is the configured public origin
// ($sign_in_origin), never the request's Host header.
//
// The client ID and secret are read on each request from $sign_in_secret_file, a file only
// nginx's workers can read (root:www-data 0640, written by the set-up command of docs/deploy.md):
// never in the repository, the build or a workflow. The sentences come from content/site.md
// (editControl.signIn), rendered into $sign_in_text_file.
//
// njs 0.7 (Debian 12) is ES5 plus arrow functions, template strings and async: no let/const,
// no for…of, no Array.from.
/* global ngx -- njs's fetch and version; `fs` and `crypto` are its modules */
import fs from 'fs';
import crypto from 'crypto';

var STATE_COOKIE = 'site_sign_in_state';
var STATE_PATTERN = /^[0-9a-f]{32}$/;
/** GitHub's token errors that mean the server's settings are wrong, not the editor's attempt. */
var SETUP_ERRORS = ['incorrect_client_credentials', 'redirect_uri_mismatch'];

// The pop-up's only script. It posts to the opener only at this page's own origin, and answers
// only the editor's echo from that origin (the handshake of decap-cms-lib-auth netlify-auth.js).
// Without an opener the sentence on the page is all there is.
var POPUP_SCRIPT =
  '(function () {' +
  "var data = JSON.parse(document.getElementById('sign-in-result').textContent);" +
  'var opener = window.opener;' +
  'if (!opener) return;' +
  "var message = 'authorization:github:' + data.outcome + ':' + JSON.stringify(data.payload);" +
  "window.addEventListener('message', function (event) {" +
  "if (event.origin !== location.origin || event.data !== 'authorizing:github') return;" +
  'opener.postMessage(message, location.origin);' +
  '});' +
  "opener.postMessage('authorizing:github', location.origin);" +
  '})();';
var POPUP_STYLE =
  'body{margin:0;padding:32px 24px;font:16px/1.7 system-ui,"Noto Sans CJK SC",sans-serif;color:#1f2328}' +
  'p{max-width:36em;margin:0 auto}';
var sha256 = (text) => `'sha256-${crypto.createHash('sha256').update(text).digest('base64')}'`;
var POPUP_POLICY =
  `default-src 'none'; script-src ${sha256(POPUP_SCRIPT)}; style-src ${sha256(POPUP_STYLE)}; ` +
  "base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

function texts(r) {
  return JSON.parse(fs.readFileSync(r.variables.sign_in_text_file, 'utf8'));
}

/** `client_id=…` and `client_secret=…` lines; undefined when the file is missing, unreadable or incomplete. */
function secret(r) {
  var text;
  try {
    text = fs.readFileSync(r.variables.sign_in_secret_file, 'utf8');
    // eslint-disable-next-line @typescript-eslint/no-unused-vars -- njs 0.7 has no `catch {` without a binding
  } catch (missing) {
    return undefined;
  }
  var values = {};
  var lines = text.split(/\r?\n/);
  for (var i = 0; i < lines.length; i++) {
    var match = /^\s*(client_id|client_secret)\s*=\s*(\S+)\s*$/.exec(lines[i]);
    if (match) values[match[1]] = match[2];
  }
  var usable = /^[\w.-]{1,200}$/;
  return usable.test(values.client_id || '') && usable.test(values.client_secret || '') ? values : undefined;
}

function escapeHtml(text) {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The pop-up's page: the sentence, and the result for the editor as data (never as script). */
function popup(r, status, outcome, payload, sentence) {
  // `<` escaped: the JSON cannot close its <script> element, whatever GitHub or a file holds.
  var data = JSON.stringify({ outcome: outcome, payload: payload }).replace(/</g, '\\u003c');
  r.headersOut['Content-Type'] = 'text/html; charset=utf-8';
  r.headersOut['Content-Security-Policy'] = POPUP_POLICY;
  r.headersOut['Cache-Control'] = 'no-store';
  r.return(
    status,
    '<!doctype html>\n<html lang="zh-Hans"><head><meta charset="utf-8">' +
      '<meta name="viewport" content="width=device-width, initial-scale=1">' +
      `<title>${escapeHtml(sentence)}</title><style>${POPUP_STYLE}</style></head>\n` +
      `<body><p role="status">${escapeHtml(sentence)}</p>\n` +
      `<script type="application/json" id="sign-in-result">${data}</script>\n` +
      `<script>${POPUP_SCRIPT}</script></body></html>\n`,
  );
}

function failure(r, status, key) {
  var sentence = texts(r)[key];
  popup(r, status, 'error', { message: sentence }, sentence);
}

/** This site's address of a path under the editor, from its configured origin: the callback GitHub returns to. */
function here(r, path) {
  return `${r.variables.sign_in_origin}${r.variables.sign_in_base}${path}`;
}

/** What the browser says about who sent the request (Fetch Metadata); '' from clients that send none. */
function fetchMetadata(r, name) {
  return r.headersIn[`Sec-Fetch-${name}`] || '';
}

function cookie(r, value, maxAge) {
  var secure = r.variables.scheme === 'https' ? '; Secure' : '';
  // Lax: sent on GitHub's top-level redirect back to the callback, never on another site's request.
  return `${STATE_COOKIE}=${value}; Path=${r.variables.sign_in_base}; Max-Age=${maxAge}; HttpOnly; SameSite=Lax${secure}`;
}

function start(r) {
  var site = fetchMetadata(r, 'Site');
  if (site && site !== 'same-origin') return failure(r, 403, 'crossSite');
  var keys = secret(r);
  if (!keys) return failure(r, 503, 'notReady');
  var bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  var state = '';
  for (var i = 0; i < bytes.length; i++) state += (bytes[i] < 16 ? '0' : '') + bytes[i].toString(16);
  r.headersOut['Set-Cookie'] = cookie(r, state, 600);
  r.headersOut['Cache-Control'] = 'no-store';
  var query = [
    `client_id=${encodeURIComponent(keys.client_id)}`,
    `redirect_uri=${encodeURIComponent(here(r, 'callback'))}`,
    // What the editor saves with: Decap's `github` backend asks for `repo` (no other scope is passed on).
    'scope=repo',
    `state=${state}`,
  ].join('&');
  r.return(302, `${r.variables.sign_in_github}/login/oauth/authorize?${query}`);
}

function stateCookie(r) {
  var match = new RegExp(`(?:^|;\\s*)${STATE_COOKIE}=([0-9a-f]{32})(?:;|$)`).exec(r.headersIn.Cookie || '');
  return match ? match[1] : undefined;
}

/** A callback that is not GitHub sending the pop-up back: a request of a page, or from a sibling origin. */
function strayCallback(r) {
  var mode = fetchMetadata(r, 'Mode');
  var dest = fetchMetadata(r, 'Dest');
  return fetchMetadata(r, 'Site') === 'same-site' || (mode && mode !== 'navigate') || (dest && dest !== 'document');
}

async function finish(r) {
  if (strayCallback(r)) return failure(r, 403, 'crossSite');
  var expected = stateCookie(r);
  // Used once: whatever happens next, this state is spent.
  r.headersOut['Set-Cookie'] = cookie(r, '', 0);
  var state = r.args.state || '';
  if (!expected || !STATE_PATTERN.test(state) || state !== expected || !r.args.code) {
    return failure(r, 400, 'refused');
  }
  var keys = secret(r);
  if (!keys) return failure(r, 503, 'notReady');
  var reply;
  try {
    var response = await ngx.fetch(`${r.variables.sign_in_github}/login/oauth/access_token`, {
      method: 'POST',
      headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
      body: [
        `client_id=${encodeURIComponent(keys.client_id)}`,
        `client_secret=${encodeURIComponent(keys.client_secret)}`,
        `code=${encodeURIComponent(r.args.code)}`,
        `redirect_uri=${encodeURIComponent(here(r, 'callback'))}`,
      ].join('&'),
    });
    if (response.status >= 500) throw new Error(`GitHub answered ${response.status}`);
    reply = await response.json();
  } catch (e) {
    r.error(`sign-in: GitHub's token endpoint could not be reached: ${e.message}`);
    return failure(r, 502, 'unreachable');
  }
  // A secret that is not the app's, or a callback address the app does not have: no editor can
  // sign in until the server is set up again, so retrying is no use (not `refused`).
  if (reply && SETUP_ERRORS.indexOf(reply.error) > -1) {
    r.error(`sign-in: GitHub refused this server's OAuth app settings: ${reply.error}`);
    return failure(r, 502, 'setupWrong');
  }
  // GitHub answers a refused code (expired, used, not this app's) with 200 and `error`.
  if (!reply || typeof reply.access_token !== 'string' || !/^[\w.-]{1,255}$/.test(reply.access_token)) {
    return failure(r, 400, 'refused');
  }
  popup(r, 200, 'success', { token: reply.access_token, provider: 'github' }, texts(r).done);
}

/** Over the per-address rate of limit_req (sign-in.conf): said, and when to try again. */
function busy(r) {
  r.headersOut['Retry-After'] = '60';
  failure(r, 429, 'tooMany');
}

/** For the deploy's health check and the editor's start: is sign-in ready? Asks nothing of GitHub. */
function health(r) {
  r.headersOut['Content-Type'] = 'application/json';
  r.headersOut['Cache-Control'] = 'no-store';
  r.return(200, JSON.stringify({ signIn: secret(r) ? 'ready' : 'no-secret' }));
}

export default { start, finish, health, busy };
