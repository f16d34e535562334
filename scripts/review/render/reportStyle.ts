/**
 * Styles of `review/index.html`: plain, system fonts (a tool, not the site's design). Below 720 px
 * tables read as cards and pictures fit the width: reviewers open pull requests on phones.
 */
export const REPORT_CSS = `
:root { --text: #1f2328; --muted: #59636e; --line: #d1d9e0; --bg-soft: #f6f8fa;
  --diff: #b42318; --diff-bg: #fef3f2; --same: #067647; --same-bg: #ecfdf3; --accent: #0b57d0; }
* { box-sizing: border-box; }
body { margin: 0; font: 15px/1.6 system-ui, "PingFang SC", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif;
  color: var(--text); background: #fff; overflow-wrap: anywhere; }
header, main { max-width: 1560px; margin: 0 auto; padding: 0 24px; }
header { padding-top: 24px; padding-bottom: 8px; border-bottom: 1px solid var(--line); }
h1 { font-size: 26px; margin: 0 0 12px; }
h2 { font-size: 21px; margin: 32px 0 12px; padding-bottom: 4px; border-bottom: 1px solid var(--line); }
h3 { font-size: 18px; margin: 0 0 8px; display: flex; flex-wrap: wrap; align-items: center; gap: 8px; }
h4 { font-size: 16px; margin: 20px 0 8px; }
h5 { font-size: 15px; margin: 16px 0 4px; }
.en { color: var(--muted); font-weight: normal; font-size: 0.85em; }
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
.verdict .badge { font-size: 16px; border-radius: 8px; }
.chip { display: inline-block; padding: 0 8px; border-radius: 999px; background: var(--diff-bg); color: var(--diff); font-size: 14px; }
strong.diff { color: var(--diff); }
span.same { color: var(--same); }
table { border-collapse: collapse; width: 100%; }
th, td { border: 1px solid var(--line); padding: 6px 10px; text-align: left; vertical-align: top; }
thead th { background: var(--bg-soft); }
td.num { text-align: right; white-space: nowrap; }
.value { white-space: pre-wrap; }
td.before, div.before { background: var(--diff-bg); }
td.after, div.after { background: var(--same-bg); }
del { background: #ffc9c3; color: #7a1212; text-decoration: line-through; }
ins { background: #a6f0c0; color: #064e2b; text-decoration: none; font-weight: 600; }
.kind, .none, .facts { color: var(--muted); font-size: 14px; }
.note { color: var(--diff); }
.page { border: 1px solid var(--line); border-radius: 8px; padding: 16px; margin: 16px 0; }
.page.diff { border-color: var(--diff); }
.page.same h3 { margin: 0; font-size: 16px; }
.page.same .facts { margin: 4px 0 0; }
.changes { list-style: none; padding: 0; margin: 0; display: grid; gap: 8px; }
.changes li { border: 1px solid var(--line); border-radius: 6px; padding: 6px 10px; }
.changes .value { padding: 2px 6px; border-radius: 4px; margin-top: 4px; }
.side { display: inline-block; min-width: 4em; color: var(--muted); font-size: 13px; margin-right: 8px; }
.section-diff { border-left: 3px solid var(--diff); padding-left: 12px; margin: 12px 0 20px; }
/* Each picture keeps its own size while there is room, so a region is shown 1:1; narrower screens scale it. */
.triple { display: flex; flex-wrap: wrap; gap: 12px; align-items: flex-start; margin: 6px 0 12px; }
figure { margin: 0; max-width: 100%; }
figure img { display: block; width: auto; max-width: 100%; height: auto; border: 1px solid var(--line); background: #fff; }
figcaption { font-size: 13px; color: var(--muted); margin-top: 2px; }
@media (max-width: 720px) {
  header, main { padding: 0 12px; }
  header { padding-top: 16px; }
  h1 { font-size: 22px; }
  .meta { grid-template-columns: 1fr; }
  .meta dd { margin-bottom: 6px; }
  table, thead, tbody, tr, th, td { display: block; width: 100%; }
  thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); }
  tr { border: 1px solid var(--line); border-radius: 8px; margin: 0 0 12px; padding: 6px 10px; }
  th, td { border: 0; padding: 3px 0; }
  td.num { display: inline-block; width: auto; margin-right: 24px; text-align: left; }
  td.num::before { display: inline !important; margin-right: 6px; }
  /* A removed value has no after, an added one no before: on a phone the empty half is only noise. */
  td.empty { display: none; }
  td[data-label]::before { content: attr(data-label); display: block; color: var(--muted); font-size: 13px; }
  td.before, td.after { padding: 3px 6px; border-radius: 4px; }
  .page { padding: 12px; }
}
`;
