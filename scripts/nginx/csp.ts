/**
 * The Content-Security-Policy of the built site: one fixed policy (deploy/site-csp.conf) that allows
 * this origin's script files and, by hash, the three inline texts every release shares, instead of
 * 'unsafe-inline'. What is here reads a build's inline scripts, so a check can tell a build the policy
 * would block (a changed inline text) before it reaches the server.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { render } from './templates';
import { parse, type DefaultTreeAdapterTypes } from 'parse5';
import { parseFile } from '../../src/content/frontmatter/parseFile';
import type { DocumentContent } from '../../src/content/schemas/document';

/** Never served (deploy/nginx.conf answers 404), so its scripts need no hash. */
const SKIPPED_FILES = new Set(['__spa-fallback.html']);

/** JavaScript MIME types a `type` attribute may name (HTML spec), plus `module` and none. */
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  ...`text/javascript application/javascript application/ecmascript application/x-ecmascript application/x-javascript
      text/ecmascript text/jscript text/livescript text/x-ecmascript text/x-javascript`.split(/\s+/),
]);

export interface InlineScript {
  readonly attributes: Record<string, string>;
  readonly text: string;
}

/**
 * Inline `<script>` elements of an HTML document, read by the HTML standard's parsing algorithm (parse5)
 * as a browser reads them: comments, `<noscript>` (not run with scripting on), `<style>`, attribute
 * values and `<template>` content hold none, and an SVG `<script>` counts.
 */
export function inlineScripts(html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  const walk = (node: DefaultTreeAdapterTypes.ParentNode): void => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const attributes = Object.fromEntries(child.attrs.map(({ name, value }) => [name, value]));
      if (child.tagName === 'script' && !('src' in attributes))
        scripts.push({
          attributes,
          text: child.childNodes.map((text) => ('value' in text ? text.value : '')).join(''),
        });
      walk(child);
    }
  };
  walk(parse(html));
  return scripts;
}

/** Whether the browser runs the script (JSON-LD and other data blocks are not run). */
export function isExecutable(script: InlineScript): boolean {
  return EXECUTABLE_TYPES.has((script.attributes.type ?? '').trim().toLowerCase());
}

/**
 * Whether script-src governs the inline element: scripts, and speculation rules, which HTML checks
 * against script-src too (Chromium accepts a hash of their text, tests/e2e/speculation.spec.ts).
 */
export function needsHash(script: InlineScript): boolean {
  return isExecutable(script) || (script.attributes.type ?? '').trim().toLowerCase() === 'speculationrules';
}

/** CSP hash source of a script's text; the HTML parser turns CRLF and CR into LF before hashing. */
export function hashSource(text: string): string {
  const normalized = text.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(normalized, 'utf8').digest('base64')}'`;
}

/** Every served `.html` file below `root`, relative paths sorted for stable output. */
export function htmlFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html') && !SKIPPED_FILES.has(basename(file)))
    .sort();
}

/** Distinct hash sources of all inline scripts and speculation rules under `root`, in first-seen order. */
export function scriptHashes(root: string): string[] {
  const hashes = new Set<string>();
  for (const file of htmlFiles(root)) {
    for (const script of inlineScripts(readFileSync(join(root, file), 'utf8'))) {
      if (needsHash(script)) hashes.add(hashSource(script.text));
    }
  }
  return [...hashes];
}

/** Origin of the developer-platform frame (content/pages/document.mdx `frame.url`). */
export function frameOrigin(contentFile = 'content/pages/document.mdx'): string {
  const data = parseFile(readFileSync(contentFile, 'utf8')).data as DocumentContent | undefined;
  if (!data?.frame?.url) throw new Error(`${contentFile}: no frame.url (run npm run content:check)`);
  return new URL(data.frame.url).origin;
}

/** The hash sources a policy names. */
export function hashesIn(text: string): string[] {
  return text.match(/'sha256-[A-Za-z0-9+/]+=*'/g) ?? [];
}

/** Sources of a policy that name plain HTTP (`http:` or `http://…`). */
export function insecureSources(policy: string): string[] {
  // The frame origin stands in frame-src and connect-src: name it once.
  return [...new Set(policy.split(/[\s;]+/).filter((source) => /^http:/i.test(source)))];
}

/** The policy of deploy/site-csp.conf with `frames` as its frame and connect sources. */
function fixedPolicy(frames: string): string {
  const include = render('site-csp.conf', { FRAME_ORIGINS: frames });
  const policy = /^add_header Content-Security-Policy "([^"]+)" always;$/m.exec(include)?.[1];
  if (!policy) throw new Error('deploy/site-csp.conf: no Content-Security-Policy line');
  return policy;
}

const ORIGIN = /^https?:\/\/[\w.-]+(:\d+)?$/;

/**
 * The site's policy, deploy/site-csp.conf with `frames` (the developer documentation's origins) in
 * frame-src and connect-src: it depends on the server's settings only, never on a build.
 * `extraScripts`: hash sources a benchmark's harness adds for the rules it inserts. Production refuses
 * any `http:` source: browsers block an http frame on an https page anyway, and Mozilla's Observatory
 * grades such a policy B+, not A+.
 */
export function sitePolicy(
  frames: readonly string[] = [frameOrigin()],
  options: { production?: boolean; extraScripts?: readonly string[] } = {},
): string {
  const origins = [...new Set(frames)];
  const unusable = origins.filter((origin) => !ORIGIN.test(origin) && origin !== "'none'");
  if (origins.length === 0 || unusable.length)
    throw new Error(`frame origin not usable in the CSP: ${unusable.join(' ')}`);
  let policy = fixedPolicy(origins.join(' '));
  const extra = (options.extraScripts ?? []).filter((hash) => !policy.includes(hash));
  if (extra.length) policy = policy.replace("script-src 'self'", `script-src 'self' ${extra.join(' ')}`);
  const insecure = insecureSources(policy);
  if (options.production && insecure.length) {
    throw new Error(
      `生产环境的 CSP 不能含 http: 地址 ${insecure.join(' ')}：请把 content/pages/document.mdx 的 frame.url 改成 https 地址 ` +
        `(the production CSP refuses http: sources; give frame.url an https address)`,
    );
  }
  return policy;
}

/**
 * The inline scripts of a built client folder that `policy` would block, one sentence each: a release
 * whose inline text changed needs the new hash in deploy/site-csp.conf, and the server set up again.
 */
export function blockedScripts(root: string, policy: string): string[] {
  const allowed = new Set(hashesIn(policy));
  const blocked = new Map<string, string[]>();
  for (const file of htmlFiles(root)) {
    for (const script of inlineScripts(readFileSync(join(root, file), 'utf8'))) {
      const hash = hashSource(script.text);
      if (needsHash(script) && !allowed.has(hash)) blocked.set(hash, [...(blocked.get(hash) ?? []), file]);
    }
  }
  return [...blocked].map(
    ([hash, files]) =>
      `${files.join(', ')}：内联脚本 ${hash} 不在 deploy/site-csp.conf 的 CSP 里，浏览器会拦截它；更新那里的哈希并重新设置服务器 ` +
      `(an inline script the fixed CSP does not allow: update its hash in deploy/site-csp.conf and set the server up again)`,
  );
}

/** The nginx include with the policy (a header value cannot contain `"` or `$`, hashes never do). */
export function cspInclude(policy: string): string {
  if (/["$\\\n]/.test(policy)) throw new Error('CSP contains characters nginx would misread');
  return `add_header Content-Security-Policy "${policy}" always;\n`;
}
