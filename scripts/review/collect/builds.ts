/** Builds one side with its own build script into a folder of its own: `build/` and port 4173 stay the developer's. */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** Lines of a failed build's output shown to the reader: enough for the error and its context. */
const FAILED_OUTPUT_LINES = 80;

export interface BuildRequest {
  /** Which side, as the reader should see it: `当前版本 (head)` or `基准版本 (base)`. */
  readonly label: string;
  readonly cwd: string;
  /** Absolute `SITE_BUILD_DIR`; must lie inside a folder that reaches a `node_modules`. */
  readonly buildDir: string;
  /** Where a side from before `SITE_BUILD_DIR` existed puts its site instead (its own `build/client`). */
  readonly legacyClientDir?: string;
}

export class BuildError extends Error {
  constructor(
    readonly label: string,
    readonly output: string,
  ) {
    super(`${label} 构建失败 (build failed)`);
  }

  /** The message and the end of the build's own output. */
  report(): string {
    const tail = this.output.trimEnd().split('\n').slice(-FAILED_OUTPUT_LINES).join('\n');
    return `${this.message}\n---- ${this.label} 构建输出 (build output) ----\n${tail}`;
  }
}

/** The build script as the side's own package.json names it (`tsx <file>`): an older base has it at scripts/build.ts. */
export function buildScriptOf(packageJson: string): string {
  const scripts = (JSON.parse(packageJson) as { scripts?: Record<string, string> }).scripts ?? {};
  return /^tsx (\S+\.ts)$/.exec(scripts.build ?? '')?.[1] ?? 'scripts/build/build.ts';
}

/** Resolves with the built `client` folder. */
export function buildSite({ label, cwd, buildDir, legacyClientDir }: BuildRequest): Promise<string> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    SITE_BUILD_DIR: buildDir,
    VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true',
  };
  // Production-like on both sides: a preview prefix or sample marks would only add noise.
  delete env.BASE_PATH;
  delete env.SITE_PREVIEW;
  delete env.BUILD_DIR;
  return new Promise((resolve, reject) => {
    const script = buildScriptOf(readFileSync(join(cwd, 'package.json'), 'utf8'));
    const child = spawn('npx', ['tsx', script], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', (error) => reject(new BuildError(label, String(error))));
    child.on('close', (status) => {
      const client = [join(buildDir, 'client'), legacyClientDir].find(
        (dir) => dir !== undefined && existsSync(join(dir, 'index.html')),
      );
      if (status === 0 && client) resolve(client);
      else reject(new BuildError(label, output));
    });
  });
}
