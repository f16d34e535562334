/**
 * Styles of `review/index.html`, inlined so the report is a single file. Plain and
 * system-font: the report is a tool, not part of the site's design.
 */
export const REPORT_CSS = `
:root { --text: #1f2328; --muted: #59636e; --line: #d1d9e0; --bg-soft: #f6f8fa;
  --diff: #b42318; --diff-bg: #fef3f2; --same: #067647; --same-bg: #ecfdf3; --accent: #0b57d0; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.6 system-ui, "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif;
  color: var(--text); background: #fff; }
header, main { max-width: 1440px; margin: 0 auto; padding: 0 24px; }
header { padding-top: 24px; padding-bottom: 8px; border-bottom: 1px solid var(--line); }
h1 { font-size: 26px; margin: 0 0 12px; }
h2 { font-size: 21px; margin: 32px 0 12px; padding-bottom: 4px; border-bottom: 1px solid var(--line); }
h3 { font-size: 18px; margin: 0; display: inline-flex; flex-wrap: wrap; align-items: center; gap: 8px; }
h4 { font-size: 16px; margin: 20px 0 8px; }
.en { color: var(--muted); font-weight: normal; font-size: 0.8em; }
a { color: var(--accent); }
code { font: 0.9em ui-monospace, SFMono-Regular, Menlo, monospace; background: var(--bg-soft);
  padding: 1px 4px; border-radius: 4px; }
.meta { display: grid; grid-template-columns: max-content 1fr; gap: 2px 16px; margin: 0 0 12px; }
.meta dt { color: var(--muted); }
.meta dd { margin: 0; }
.verdict { font-size: 17px; }
.badge { display: inline-block; padding: 1px 10px; border-radius: 999px; font-size: 14px; font-weight: 600; }
.badge.diff { color: var(--diff); background: var(--diff-bg); border: 1px solid currentColor; }
.badge.same { color: var(--same); background: var(--same-bg); border: 1px solid currentColor; }
strong.diff { color: var(--diff); }
span.same { color: var(--same); }
.scroll { overflow-x: auto; }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid var(--line); padding: 6px 10px; text-align: left; vertical-align: top; }
thead th { background: var(--bg-soft); }
.overview { width: auto; min-width: 50%; }
.overview td { text-align: right; white-space: nowrap; min-width: 10em; }
.value { white-space: pre-wrap; overflow-wrap: anywhere; max-width: 32em; }
.before { background: var(--diff-bg); }
.after { background: var(--same-bg); }
.kind, .none, .facts { color: var(--muted); font-size: 14px; }
.note { color: var(--diff); }
.page { border: 1px solid var(--line); border-radius: 8px; padding: 16px; margin: 16px 0; }
section.page { border-color: var(--diff); }
details.page > summary { cursor: pointer; list-style-position: outside; margin-left: 16px; }
details.page > summary::marker { color: var(--muted); }
.row { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
/* One scroll box for the three full pages: they scroll together, so the same spot stays side by side. */
.frames { max-height: 85vh; overflow-y: auto; flex-wrap: nowrap; overflow-x: auto; padding-right: 4px;
  border: 1px solid var(--line); border-radius: 6px; padding: 8px; }
.frames > .wide { flex: 1 1 0; min-width: 240px; }
.frames figcaption { position: sticky; bottom: 0; background: #fff; margin: 0; padding: 2px 4px; }
.closeups { display: flex; flex-wrap: wrap; gap: 16px; margin-bottom: 16px; }
figure { margin: 0; }
figure.phone { width: 260px; }
figure.wide { max-width: 100%; }
figure.closeup { max-width: 100%; }
figure img { display: block; width: 100%; height: auto; border: 1px solid var(--line); }
figure.closeup img { width: auto; max-width: 100%; }
figcaption { font-size: 14px; color: var(--muted); margin-top: 4px; }
`;
