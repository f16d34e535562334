/**
 * Pages without React still honour `?id=` in the header (DESIGN §2): this inline script moves
 * `aria-current` to the nav item a valid id names, with the same rule as `resolveNavIndex`
 * (an integer 0–4; anything else is ignored). It runs right after the header is parsed, before
 * the first paint, and then sets `<html data-hydrated>`: on such a page the script is all there
 * is to wait for (DESIGN §9). The text is the same on every page, so the CSP needs one hash for
 * it (scripts/deploy/csp.ts hashes every inline script of every built page).
 */
export const NAV_QUERY_SCRIPT =
  '(function(){var d=document,i=new URLSearchParams(location.search).get("id");' +
  'if(i!==null&&/^[0-4]$/.test(i)){var a=d.querySelectorAll("[data-main-nav] a");' +
  'for(var n=0;n<a.length;n++)n===+i?a[n].setAttribute("aria-current","page"):a[n].removeAttribute("aria-current")}' +
  'd.documentElement.setAttribute("data-hydrated","")})()';
