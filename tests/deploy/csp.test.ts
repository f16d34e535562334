/**
 * The site's Content-Security-Policy is one fixed text (deploy/site-csp.conf): the same for every
 * release, so a deploy changes no server file. It allows three inline texts by hash; these tests hold
 * that every build, however its hashed files are named, has those three and no other.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import {
  blockedScripts,
  cspInclude,
  hashesIn,
  hashSource,
  inlineScripts,
  isExecutable,
  needsHash,
  sitePolicy,
} from '../../scripts/nginx/csp';
import { ISLAND_LOADER } from '../../src/site/islands/islandScripts';
import { NAV_QUERY_SCRIPT } from '../../src/site/layout/navIndex';
import { speculationRulesScript } from '../../src/site/lib/speculationRules';
import { CLIENT_DIR, contentFrameOrigin, requireBuild } from './helpers';
import { buildVariant, removeVariant, type VariantBuild } from './variantBuild';

describe('inline scripts', () => {
  test("hash of the CSP specification's example", () => {
    expect(hashSource("alert('Hello, world.');")).toBe("'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='");
  });

  test('CRLF and CR are hashed as LF, as the HTML parser delivers them', () => {
    expect(hashSource('a();\r\nb();\rc();')).toBe(hashSource('a();\nb();\nc();'));
  });

  test('only inline, executable scripts count: none in comments, noscript, attributes or templates; SVG ones do', () => {
    const html = `<head><script type="application/ld+json">{"a":1}</script><script src="/x.js"></script>
      <!-- <script>commented()</script> --><noscript><script>never()</script></noscript>
      <script>classic()</script><SCRIPT type="module" async>mod()</SCRIPT><script type="text/template">t</script>
      <style>a::after{content:"<script>"}</style></head><body title="<script>attribute()</script>">
      <template><script>template()</script></template><svg><script>svg()</script></svg></body>`;
    const scripts = inlineScripts(html);
    expect(scripts.map((script) => script.text)).toEqual(['{"a":1}', 'classic()', 'mod()', 't', 'svg()']);
    expect(scripts.filter(isExecutable).map((script) => script.text)).toEqual(['classic()', 'mod()', 'svg()']);
  });

  test('speculation rules are not run but script-src governs them, so they get a hash too', () => {
    const html = `<script type="speculationrules">{"prefetch":[]}</script><script type="application/json">{}</script>`;
    const scripts = inlineScripts(html);
    expect(scripts.filter(isExecutable)).toEqual([]);
    expect(scripts.filter(needsHash).map((script) => script.text)).toEqual(['{"prefetch":[]}']);
  });
});

test('a missing build fails with what to do, not with a skip', () => {
  expect(() => requireBuild('/nonexistent/build/client')).toThrow(/run `npm run build` first/);
});

const FRAME = 'https://docs.example.com';
const sources = (policy: string, directive: string) =>
  policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1);

describe('the fixed policy', () => {
  const policy = sitePolicy([FRAME], { production: true });

  test('allows scripts from this origin and three inline texts by hash: nothing unsafe, no http:', () => {
    expect(sources(policy, 'script-src')).toEqual([
      "'self'",
      hashSource(speculationRulesScript('/')),
      hashSource(NAV_QUERY_SCRIPT),
      hashSource(ISLAND_LOADER),
    ]);
    expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline|http:/);
    expect(sources(policy, 'default-src')).toEqual(["'self'"]);
    expect(sources(policy, 'object-src')).toEqual(["'none'"]);
    expect(sources(policy, 'base-uri')).toEqual(["'self'"]);
    expect(sources(policy, 'frame-ancestors')).toEqual(["'self'"]);
  });

  test("names the server's frame origin in frame-src and connect-src, and nothing of a build", () => {
    expect(sources(policy, 'frame-src')).toEqual([FRAME]);
    expect(sources(policy, 'connect-src')).toEqual(["'self'", FRAME]);
    expect(cspInclude(policy)).toBe(`add_header Content-Security-Policy "${policy}" always;\n`);
  });

  test('production refuses http: sources; dev and previews may keep a local http: stand-in', () => {
    expect(() => sitePolicy(['http://127.0.0.1:8090'], { production: true })).toThrow(
      '生产环境的 CSP 不能含 http: 地址 http://127.0.0.1:8090：请把 content/pages/document.mdx 的 frame.url 改成 https 地址 ' +
        '(the production CSP refuses http: sources; give frame.url an https address)',
    );
    expect(sitePolicy(['http://127.0.0.1:8090'])).toContain('frame-src http://127.0.0.1:8090;');
  });

  test('a frame origin that could bend the header is refused', () => {
    expect(() => sitePolicy(['https://docs.example.com; script-src *'])).toThrow('frame origin not usable in the CSP');
  });
});

/** Every inline text of a build that needs a hash, as its hash. */
const builtHashes = (root: string) =>
  new Set(
    readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('index.html'))
      .flatMap((file) => inlineScripts(readFileSync(join(root, file), 'utf8')))
      .filter(needsHash)
      .map((script) => hashSource(script.text)),
  );
const assetNames = (root: string) => new Set(readdirSync(join(root, 'assets')).filter((file) => file.endsWith('.js')));

test('the built site needs exactly the policy’s hashes: none blocked, none left over', () => {
  requireBuild();
  const policy = sitePolicy([contentFrameOrigin()]);
  expect(blockedScripts(CLIENT_DIR, policy)).toEqual([]);
  expect(builtHashes(CLIENT_DIR)).toEqual(new Set(hashesIn(policy)));
});

test('an inline script the policy does not allow is named with its page, before anything is uploaded', () => {
  requireBuild();
  const policy = sitePolicy([contentFrameOrigin()]).replace(` ${hashSource(NAV_QUERY_SCRIPT)}`, '');
  expect(blockedScripts(CLIENT_DIR, policy)).toEqual([
    `404/index.html, businessIntro/index.html, contactUs/index.html, document/index.html, index.html, recruitment/index.html, seviceProvide/index.html, supplierEn/index.html：内联脚本 ${hashSource(NAV_QUERY_SCRIPT)} 不在 deploy/site-csp.conf 的 CSP 里，浏览器会拦截它；更新那里的哈希并重新设置服务器 ` +
      '(an inline script the fixed CSP does not allow: update its hash in deploy/site-csp.conf and set the server up again)',
  ]);
});

describe('a code change makes new hashed files and leaves the policy as it is', () => {
  let variant: VariantBuild | undefined;
  afterAll(() => variant && removeVariant(variant));

  test('one line of the copy button changed: other file names, the same inline texts', async () => {
    requireBuild();
    variant = await buildVariant({
      label: 'csp-code-change',
      // The whole working tree is copied beside content/: change one line of a component there.
      editContent: (contentDir) => {
        const file = join(dirname(contentDir), 'src/site/components/copyBehaviour.ts');
        const source = readFileSync(file, 'utf8');
        expect(source).toContain('{ duration: 0,');
        writeFileSync(file, source.replace('{ duration: 0,', '{ duration: 1,'));
      },
    });
    const before = assetNames(CLIENT_DIR);
    const after = assetNames(variant.clientDir);
    expect([...after].filter((file) => !before.has(file)).length, 'new hashed files').toBeGreaterThan(0);
    expect(builtHashes(variant.clientDir)).toEqual(builtHashes(CLIENT_DIR));
    expect(blockedScripts(variant.clientDir, sitePolicy([contentFrameOrigin()]))).toEqual([]);
  }, 180_000);
});
