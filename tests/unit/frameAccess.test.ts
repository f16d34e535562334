import { describe, expect, it } from 'vitest';
import { isMixedContent } from '../../src/lib/frameAccess';

describe('developer-platform frame over HTTPS', () => {
  it('is blocked when an HTTPS page would frame a plain-HTTP address', () => {
    expect(isMixedContent('https:', 'http://192.0.2.1:8080/')).toBe(true);
  });

  it('works when the page is HTTP or the frame is HTTPS', () => {
    expect(isMixedContent('http:', 'http://192.0.2.1:8080/')).toBe(false);
    expect(isMixedContent('https:', 'https://docs.example.com/')).toBe(false);
  });
});
