/**
 * The Content-Security-Policy of the built site. React Router pre-renders inline scripts
 * (hydration context, the module script that imports the entry, streaming helpers) whose
 * content differs per page, so script-src lists the sha256 of every inline executable script
 * (and of the speculation rules) of every built page instead of allowing 'unsafe-inline'.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
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

/** The hash sources named in an existing policy or csp.conf (to keep the previous release's). */
export function hashesIn(text: string): string[] {
  return text.match(/'sha256-[A-Za-z0-9+/]+=*'/g) ?? [];
}

/** Sources of a policy that name plain HTTP (`http:` or `http://…`). */
export function insecureSources(policy: string): string[] {
  // The frame origin stands in frame-src and connect-src: name it once.
  return [...new Set(policy.split(/[\s;]+/).filter((source) => /^http:/i.test(source)))];
}

/** The site's directives around the script, frame and connect sources, which differ by policy. */
const directives = (script: string, frame: string, connect: string) => [
  "default-src 'self'",
  `script-src ${script}`,
  // Inline style attributes (CSS custom properties) and one <style> element; scripts stay strict.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  `frame-src ${frame}`,
  `connect-src ${connect}`,
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'none'",
  "frame-ancestors 'self'",
];

/**
 * The policy for a built client folder (or for `options.hashes`), with `keep`: hash sources still
 * allowed (previous release). Production refuses any `http:` source: browsers block an http frame
 * on an https page anyway, and Mozilla's Observatory grades such a policy B+, not A+ (docs/deploy.md).
 */
export function contentSecurityPolicy(
  root: string,
  frame: string | readonly string[] = frameOrigin(),
  keep: readonly string[] = [],
  options: { hashes?: readonly string[]; production?: boolean } = {},
): string {
  const built = options.hashes ?? scriptHashes(root);
  if (built.length === 0) throw new Error(`no inline scripts found under ${root}: is it a built client folder?`);
  const hashes = [...new Set([...built, ...keep])];
  const frames = [...new Set(typeof frame === 'string' ? [frame] : frame)].join(' ');
  // The page asks the frame's address whether it answers (src/site/components/document/frameAccess.ts `probeAddress`).
  const policy = directives(`'self' ${hashes.join(' ')}`, frames, `'self' ${frames}`).join('; ');
  const insecure = insecureSources(policy);
  if (options.production && insecure.length) {
    throw new Error(
      `生产环境的 CSP 不能含 http: 地址 ${insecure.join(' ')}：请把 content/pages/document.mdx 的 frame.url 改成 https 地址 ` +
        `(the production CSP refuses http: sources; give frame.url an https address)`,
    );
  }
  return policy;
}

/** The nginx include with the policy (a header value cannot contain `"` or `$`, hashes never do). */
export function cspInclude(policy: string): string {
  if (/["$\\\n]/.test(policy)) throw new Error('CSP contains characters nginx would misread');
  return `# Generated by scripts/nginx/cspHashes.ts from the built HTML; regenerate after every build.\nadd_header Content-Security-Policy "${policy}" always;\n`;
}

/**
 * The policy of every pull-request preview, written by the production deploy because the preview key
 * cannot touch nginx: so no hashes of a preview's scripts. `sandbox` without allow-same-origin keeps
 * a preview's code (a fork's too) away from this origin; inside it, the preview may run its own
 * inline scripts, and its developer-docs frame may be any address.
 */
export function previewPolicy(): string {
  return [
    'sandbox allow-scripts allow-popups allow-popups-to-escape-sandbox allow-downloads',
    ...directives("'self' 'unsafe-inline'", 'https: http:', "'self' https: http:"),
  ].join('; ');
}
