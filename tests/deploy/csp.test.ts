/** The CSP generator: which scripts get a hash, and that the hash is the one browsers compute. */
import { describe, expect, test } from 'vitest';
import {
  contentSecurityPolicy,
  cspInclude,
  frameOrigin,
  hashesIn,
  hashSource,
  inlineScripts,
  isExecutable,
  needsHash,
} from '../../scripts/nginx/csp';
import { CLIENT_DIR, contentFrameOrigin, requireBuild } from './helpers';

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

test('the policy of the built site: hashes, no unsafe script sources, the content frame origin', () => {
  requireBuild();
  const policy = contentSecurityPolicy(CLIENT_DIR);
  expect(policy).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  expect(policy).toContain(`frame-src ${contentFrameOrigin()};`);
  expect(policy).toContain(`connect-src 'self' ${contentFrameOrigin()};`);
  expect(cspInclude(policy)).toContain(`add_header Content-Security-Policy "${policy}" always;`);
});

test("--keep: the previous release's hashes stay allowed, each once", () => {
  requireBuild();
  const current = contentSecurityPolicy(CLIENT_DIR);
  const previous = "'sha256-cHJldmlvdXMgcmVsZWFzZQ=='";
  const merged = contentSecurityPolicy(CLIENT_DIR, frameOrigin(), [...hashesIn(current), previous]);
  expect(hashesIn(merged)).toEqual([...hashesIn(current), previous]);
});

test('production refuses http: sources; dev and previews may keep a local http: stand-in', () => {
  requireBuild();
  expect(() => contentSecurityPolicy(CLIENT_DIR, 'http://127.0.0.1:8090', [], { production: true })).toThrow(
    '生产环境的 CSP 不能含 http: 地址 http://127.0.0.1:8090：请把 content/pages/document.mdx 的 frame.url 改成 https 地址 ' +
      '(the production CSP refuses http: sources; give frame.url an https address)',
  );
  expect(contentSecurityPolicy(CLIENT_DIR, 'https://docs.example.com', [], { production: true })).toContain(
    'frame-src https://docs.example.com;',
  );
  expect(contentSecurityPolicy(CLIENT_DIR, 'http://127.0.0.1:8090')).toContain('frame-src http://127.0.0.1:8090;');
});
