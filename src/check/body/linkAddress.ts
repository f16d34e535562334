import { ROUTES } from '../../content/routes';
import { halfWidthAll } from '../rules/fullWidth';

/** A mail address or a telephone number. */
const MAIL_OR_PHONE = /^(?:mailto:[^\s@]+@[^\s@]+|tel:\+?[\d-]+)$/;

/**
 * A whole web address (a host with a dot), a mail address or a telephone number. Web addresses are read by the
 * URL parser, not a regex: one with many dots and a space took seconds to refuse.
 */
function isExternal(url: string): boolean {
  if (MAIL_OR_PHONE.test(url)) return true;
  if (!/^https?:\/\//.test(url) || /\s/.test(url)) return false;
  try {
    return new URL(url).hostname.includes('.');
  } catch {
    return false;
  }
}
const PAGES: readonly string[] = Object.values(ROUTES).map((route) => route.path);
/** A page of the site, with a query (`?id=3`) or a section (`#ota`) or neither; or a section of this page. */
const onSite = (url: string) => url.startsWith('#') || PAGES.includes(url.split(/[?#]/)[0] ?? '');

/** Why a visitor's click on a body link would go nowhere, with the address to write; undefined when it lands. */
export function linkAddressMessage(url: string): string | undefined {
  if (isExternal(url) || onSite(url)) return undefined;
  const half = halfWidthAll(url);
  if (half !== url && (isExternal(half) || onSite(half)))
    return `链接地址“${url}”里有全角字符，点了打不开。请改成半角：${half} (full-width characters in a link address)`;
  if (url.startsWith('/'))
    return `本站没有“${url.split(/[?#]/)[0]}”这个页面，点了会打开“页面不存在”。本站的页面有：${PAGES.join('、')} (no such page on this site)`;
  if (onSite(`/${url}`)) return `本站的页面地址以 / 开头：请改成 /${url} (a page of this site starts with /)`;
  return `链接地址“${url}”不完整，点了打不开：站外链接要写完整的网址，以 https:// 开头，例如 https://${url}；本站的页面写成 /contactUs 这样 (link address must start with https://)`;
}

/** `[文字]（https://…）`: brackets typed in a Chinese IME make no link, and show as typed. */
export const FULL_WIDTH_LINK = /\[[^\]\n]+\]（[^）\n]*）/;

export const fullWidthLinkMessage = (written: string) =>
  `链接的网址要放在英文括号 ( ) 里，“${written}”会原样显示在页面上。请改成：${written.replace('（', '(').replace(/）$/, ')')} (a link needs ASCII brackets)`;
