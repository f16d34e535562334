/**
 * Every page honours `?id=` in the header (DESIGN §2) without React: this inline script moves
 * `aria-current` to the nav item a valid id names, with the same rule as `resolveNavIndex`
 * (an integer 0–4; anything else is ignored). It runs right after the header is parsed, before
 * the first paint. On a page without islands it then sets `<html data-hydrated>`: the script is
 * all there is to wait for (DESIGN §9); where `<html data-islands>` says islands follow, they set
 * it once hydrated (src/site/islands/hydrateIslands.tsx). The text is the same on every page, so the
 * CSP needs one hash for it (scripts/nginx/csp.ts hashes every inline script of every built page).
 */
export const NAV_QUERY_SCRIPT =
  '(function(){var d=document,i=new URLSearchParams(location.search).get("id");' +
  'if(i!==null&&/^[0-4]$/.test(i)){var a=d.querySelectorAll("[data-main-nav] a");' +
  'for(var n=0;n<a.length;n++)n===+i?a[n].setAttribute("aria-current","page"):a[n].removeAttribute("aria-current")}' +
  'var h=d.documentElement;h.hasAttribute("data-islands")||h.setAttribute("data-hydrated","")})()';
