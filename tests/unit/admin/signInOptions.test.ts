import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseFile } from '../../../src/content/frontmatter/parseFile';
import type { SiteContent } from '../../../src/content/schemas/site';
import { signInPath, signInSentence } from '../../../src/editor/signInOptions';

const texts = (parseFile(readFileSync('content/site.md', 'utf8')).data as SiteContent).editControl.signIn;

describe('where the editor signs in', () => {
  it.each([
    ['/admin/', 'admin/auth'],
    ['/admin/index.html', 'admin/auth'],
    ['/site/admin/', 'site/admin/auth'],
  ])('the editor at %s signs in at %s', (pathname, path) => {
    expect(signInPath(pathname)).toBe(path);
  });
});

describe('what a failed sign-in says', () => {
  it.each([
    [new Error('Your GitHub user account does not have access to this repo.'), texts.noWriteAccess],
    [new Error('Repo "example-org/rail-ticket-site" not found.\n\nPlease ensure…'), texts.noWriteAccess],
    [new TypeError('Failed to fetch'), texts.unreachable],
    [new TypeError('NetworkError when attempting to fetch resource.'), texts.unreachable],
    [new TypeError('Load failed'), texts.unreachable],
  ])('%s', (error, sentence) => {
    expect(signInSentence(error, texts)).toBe(sentence);
  });

  it('leaves other errors as Decap reports them', () => {
    expect(signInSentence(new Error('Something else'), texts)).toBeUndefined();
  });
});
