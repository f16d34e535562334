/**
 * Browsers refuse to show a plain-HTTP page inside an HTTPS page (mixed content), so the
 * developer-platform frame cannot work there and the page says so instead (DESIGN §4).
 */
export function isMixedContent(pageProtocol: string, frameUrl: string): boolean {
  return pageProtocol === 'https:' && frameUrl.startsWith('http:');
}
