/** `npm run edit` serves the deployed editor's CSP with only its loopback API added (scripts/build/admin/editorServer.ts). */
import { expect, test } from 'vitest';
import { localPolicy } from '../../../scripts/build/admin/editorServer';
import { adminPolicy } from '../../../scripts/nginx/adminCsp';

test('the local policy is the deployed one with the local API in connect-src, and nothing else', () => {
  const deployed = adminPolicy('http://127.0.0.1:4321');
  const local = localPolicy(deployed, 'http://127.0.0.1:8081');
  const directives = (policy: string) => policy.split(/;\s*/);
  const changed = directives(local).filter((directive) => !directives(deployed).includes(directive));
  expect(changed).toEqual([
    "connect-src 'self' blob: https://api.github.com https://www.githubstatus.com http://127.0.0.1:8081",
  ]);
  expect(directives(local)).toHaveLength(directives(deployed).length);
});

test('a policy without connect-src is refused rather than served wider', () => {
  expect(() => localPolicy("default-src 'self'", 'http://127.0.0.1:8081')).toThrow('no connect-src');
});
