/** Text or a double-quoted attribute value as HTML shows it, for the pages the tools write by hand. */
export const escapeHtml = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');
