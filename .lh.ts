import { execFileSync } from 'node:child_process';
import { startNginx } from './scripts/deploy/nginx';
const variants = { base: 'build/client', inline: '/tmp/inl' };
const out: string[] = [];
for (const [name, root] of Object.entries(variants)) {
  const nginx = await startNginx({ root, accessLog: false });
  for (const path of ['/', '/supplierEn', '/contactUs']) {
    const fcps: number[] = [];
    const lcps: number[] = [];
    for (let run = 0; run < 3; run++) {
      const json = execFileSync('node_modules/.bin/lighthouse', [nginx.origin + path, '--quiet', '--output=json', '--only-categories=performance', '--chrome-flags=--headless=new --no-sandbox'], { env: { ...process.env, CHROME_PATH: '/usr/bin/chromium' }, maxBuffer: 1 << 28 }).toString();
      const r = JSON.parse(json);
      fcps.push(r.audits['first-contentful-paint'].numericValue);
      lcps.push(r.audits['largest-contentful-paint'].numericValue);
    }
    out.push(`${name} ${path} FCP ${fcps.map((v) => v.toFixed(0)).join(',')} LCP ${lcps.map((v) => v.toFixed(0)).join(',')}`);
    console.log(out.at(-1));
  }
  await nginx.stop();
}
