/** `npm run edit`: builds the browser editor and starts it on this working tree (build/admin/editorServer.ts). */
import { buildAdmin } from '../build/admin/buildAdmin';
import { startEditor } from '../build/admin/editorServer';
import { readCommandLine } from '../shared/commandLine';

const { values } = readCommandLine(
  `用法 (usage): npm run edit [-- --port 4321] [-- --no-build]
在浏览器里编辑本仓库的内容：构建编辑器，启动本机服务，只监听 127.0.0.1。
(builds /admin/, starts decap-server in git mode on this working tree, loopback only)`,
  { port: { type: 'string' }, 'no-build': { type: 'boolean' } },
);
const port = Number(values.port ?? 4321);
if (!values['no-build']) buildAdmin();
const editor = await startEditor({ port });
console.log(`编辑器已启动，请在浏览器打开 (editor running): ${editor.url}`);
console.log('点“登录”进入；保存的修改在 cms/ 开头的分支上，点“发布”后合入当前分支。按 Ctrl+C 停止。');
const stop = () => void editor.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
