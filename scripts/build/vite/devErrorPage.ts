/**
 * What `npm run dev` shows while content has errors, instead of Vite's English overlay: a Chinese panel
 * over the last good version of the page, kept static (its scripts would only ask the broken content again).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { byPriority, formatProblem, type Problem } from '../../../src/check/problem';
import { escapeHtml } from '../../shared/escapeHtml';

const PANEL_ID = 'content-check-panel';

export function panelHtml(problems: readonly Problem[], hasLastGood: boolean): string {
  const errors = problems.filter((problem) => problem.severity === 'error');
  const items = [...errors]
    .sort(byPriority)
    .map(
      (problem) =>
        `<li><p class="cc-headline">${escapeHtml(formatProblem(problem))}</p>${
          problem.frame?.length ? `<pre class="cc-frame">${escapeHtml(problem.frame.join('\n'))}</pre>` : ''
        }</li>`,
    );
  const title = hasLastGood
    ? `内容有 ${errors.length} 处错误，下面暂时显示上一次正确的页面`
    : `内容有 ${errors.length} 处错误，页面还不能显示`;
  return `<div id="${PANEL_ID}" role="alertdialog" aria-modal="false" aria-labelledby="cc-title" lang="zh-CN">
<style>
#${PANEL_ID}{position:fixed;inset:0;z-index:2147483647;overflow:auto;background:rgba(6,20,44,.72);padding:24px 16px;box-sizing:border-box;font:16px/1.6 system-ui,"Noto Sans CJK SC",sans-serif}
#${PANEL_ID} .cc-box{max-width:960px;margin:0 auto;background:#fff;color:#1a1a1a;border-radius:8px;border-top:6px solid #b3261e;padding:20px 24px;box-shadow:0 8px 32px rgba(0,0,0,.3)}
#${PANEL_ID} h2{margin:0 0 8px;font-size:20px;color:#b3261e}
#${PANEL_ID} ol{padding-left:1.4em}
#${PANEL_ID} li{margin:16px 0}
#${PANEL_ID} .cc-headline{margin:0 0 6px;font-weight:600;overflow-wrap:anywhere}
#${PANEL_ID} .cc-frame{margin:0;padding:10px 12px;background:#f4f6f9;border-radius:4px;overflow:auto;font:14px/1.5 "Noto Sans Mono CJK SC",ui-monospace,monospace;color:#1a1a1a}
#${PANEL_ID} button{font:inherit;padding:8px 16px;border:0;border-radius:4px;background:#0b3d91;color:#fff;cursor:pointer}
#${PANEL_ID} button:focus-visible{outline:3px solid #f29c1f;outline-offset:2px}
</style>
<div class="cc-box">
<h2 id="cc-title">${escapeHtml(title)}</h2>
<p>请按下面的提示改好文件并保存，这个提示会自动消失，页面会自动刷新。每条提示都写明了文件、行号和要怎么改。</p>
<ol>${items.join('')}</ol>
${hasLastGood ? '<button type="button" id="cc-close">关闭提示，查看上一次正确的页面（Esc）</button>' : ''}
</div>
</div>
${
  hasLastGood
    ? `<script>(function(){var p=document.getElementById(${JSON.stringify(PANEL_ID)});function c(){p.hidden=true}document.getElementById('cc-close').addEventListener('click',c);document.addEventListener('keydown',function(e){if(e.key==='Escape')c()});document.getElementById('cc-close').focus()})()</script>`
    : ''
}`;
}

/** The last good page without its scripts (if any), the panel, and Vite's client, which reloads once fixed. */
export function errorPage(problems: readonly Problem[], lastGood: string | undefined, base: string): string {
  const client = `<script type="module" src="${base}@vite/client"></script>`;
  const panel = panelHtml(problems, lastGood !== undefined);
  if (lastGood === undefined)
    return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>内容有错误</title>${client}</head><body>${panel}</body></html>`;
  const still = lastGood
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '')
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, '');
  return still.includes('</body>') ? still.replace('</body>', `${client}${panel}</body>`) : `${still}${client}${panel}`;
}

/** A browser asking for a page (not a module, an image or React Router's `.data`). */
export function isPageRequest(request: IncomingMessage): boolean {
  if (request.method !== 'GET' || !request.headers.accept?.includes('text/html')) return false;
  const path = (request.url ?? '/').split('?')[0] ?? '/';
  return !path.startsWith('/@') && !path.includes('/node_modules/') && !/\.[a-z0-9]+$/i.test(path);
}

/** Hands a successful page's HTML to `keep`; the dev server streams pages, so chunks are collected as written. */
export function capturesHtml(response: ServerResponse, keep: (html: string) => void): void {
  const chunks: Buffer[] = [];
  const write = response.write.bind(response);
  const end = response.end.bind(response);
  const collect = (chunk: unknown) => {
    if (typeof chunk === 'string' || chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
  };
  response.write = ((chunk: unknown, ...rest: never[]) => {
    collect(chunk);
    return write(chunk as never, ...rest);
  }) as typeof response.write;
  response.end = ((chunk?: unknown, ...rest: never[]) => {
    if (chunk !== undefined && typeof chunk !== 'function') collect(chunk);
    const type = String(response.getHeader('content-type') ?? '');
    if (response.statusCode === 200 && type.includes('text/html')) keep(Buffer.concat(chunks).toString('utf8'));
    return end(chunk as never, ...rest);
  }) as typeof response.end;
}
