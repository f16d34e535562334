import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { devNoiseFilter } from '../../scripts/build/quietRun';

/** What `react-router dev` printed on Node 20 before the filter, trimmed to one of each kind. */
const RAW = `(!) Your Vite config uses features that are unsupported by \`configLoader: 'native'\`, which is planned to become the default in a future major version of Vite:
  - import "./scripts/basePath" without a file extension (vite.config.ts:8:26). Add the file extension
  - import "../claimRefs" without a file extension (src/check/checkContent.ts:5:25). Add the file extension
Set \`VITE_CONFIG_NATIVE_IGNORE_WARNING=true\` to suppress this warning.
The \`envFile\` option is deprecated, please use \`envDir: false\` instead.
  ⚠️  Future Flag Warning: Route middleware support is changing in React Router v8.
     You can use the \`future.v8_middleware\` flag to opt in early.
     -> https://reactrouter.com/v7/upgrading/future#futurev8_middleware
  \u001b[33m⚠️  Future Flag Warning:\u001b[39m Route module splitting behavior is changing in React Router v8.
     You can use the \`future.v8_splitRouteModules\` flag to opt in early.
  ➜  Local:   http://localhost:5173/
  ➜  Network: use --host to expose
4:13:02 AM [vite] (client) [optimizer] bundling dependencies...
     indented output after the address stays`;

describe('npm run dev output', () => {
  it('starts with the local address: config-loader, envFile and future-flag notices are left out', () => {
    const keep = devNoiseFilter();
    expect(RAW.split('\n').filter(keep)).toEqual([
      '  ➜  Local:   http://localhost:5173/',
      '  ➜  Network: use --host to expose',
      '4:13:02 AM [vite] (client) [optimizer] bundling dependencies...',
      '     indented output after the address stays',
    ]);
  });

  it('is what `npm run dev` runs', () => {
    const scripts = (
      JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
        scripts: Record<string, string>;
      }
    ).scripts;
    expect(scripts.dev).toBe('tsx scripts/build/dev/dev.ts');
  });
});

describe('npm run typecheck output', () => {
  // It is part of `npm test`: React Router's typegen printed a hundred lines of Vite's config-loader
  // notes there, in every run. TypeScript's own errors still come through (quietRun passes them).
  it('prints nothing when the types are right', { timeout: 180_000 }, () => {
    const run = spawnSync('npx', ['tsx', 'scripts/cli/typecheck.ts'], { encoding: 'utf8' });
    // npm's complaint about a machine's ~/.npmrc is not the project's.
    const lines = `${run.stdout}${run.stderr}`
      .split('\n')
      .filter((line) => line && !/^npm warn Unknown \w+ config "nodedir"/.test(line));
    expect({ status: run.status, lines }).toEqual({ status: 0, lines: [] });
  });
});
