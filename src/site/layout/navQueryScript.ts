/**
 * Every page honours `?id=` in the header without React: this inline script, run right
 * after the header is parsed, moves `aria-current` to the nav item a valid id names, with the rule of
 * `resolveNavIndex`. Unless `<html data-islands>` says islands follow (they set it once hydrated), it
 * then sets `<html data-hydrated>`. The same text on every page: the CSP needs one hash.
 */
export const NAV_QUERY_SCRIPT =
  '(function(){var d=document,i=new URLSearchParams(location.search).get("id");' +
  'if(i!==null&&/^[0-4]$/.test(i)){var a=d.querySelectorAll("[data-main-nav] a");' +
  'for(var n=0;n<a.length;n++)n===+i?a[n].setAttribute("aria-current","page"):a[n].removeAttribute("aria-current")}' +
  'var h=d.documentElement;h.hasAttribute("data-islands")||h.setAttribute("data-hydrated","")})()';
