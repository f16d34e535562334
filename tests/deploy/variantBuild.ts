/**
 * The site built once more, in a temporary folder, for a test that needs other conditions than
 * `npm run build`'s: another URL prefix, or content an editor might write. The project's own
 * build/ is never touched.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseDocument, type Document } from 'yaml';
import { copyWorkingTree } from '../../scripts/shared/copyWorkingTree';
import { pruneBuild } from '../../scripts/build/pruneBuild';
import { REPO } from './helpers';

export interface VariantBuild {
  /** The temporary folder; `build/client` in it holds the pages. */
  dir: string;
  clientDir: string;
}

export interface VariantOptions {
  /** Names the variant in the folder's name and in a failure. */
  label: string;
  env?: Record<string, string>;
  /** Edits the copied content/ folder before the build (the working tree is copied first). */
  editContent?: (contentDir: string) => void;
}

/** `npx react-router build` for a variant; fails with the end of the build's output. */
export async function buildVariant({ label, env = {}, editContent }: VariantOptions): Promise<VariantBuild> {
  const dir = mkdtempSync(join(tmpdir(), `site-${label}-`));
  // With edited content the whole working tree is copied and built there; otherwise the repository
  // builds into the folder. Either way the pre-render step imports the server build, which imports
  // @react-router/node from the output folder upwards, so the folder needs the project's node_modules.
  if (editContent) {
    copyWorkingTree(REPO, dir);
    editContent(join(dir, 'content'));
  }
  symlinkSync(join(REPO, 'node_modules'), join(dir, 'node_modules'), 'dir');
  let output = '';
  const child = spawn('npx', ['react-router', 'build'], {
    cwd: editContent ? dir : REPO,
    // `npm run build` runs without NODE_ENV; Vitest's NODE_ENV=test would give Vite's development flavour.
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...env,
      ...(editContent ? {} : { BUILD_DIR: join(dir, 'build') }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((done) => child.once('close', done));
  if (code !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`the ${label} build failed (${code}):\n${output.slice(-4000)}`);
  }
  const clientDir = join(dir, 'build', 'client');
  // As scripts/build/build.ts does: a variant holds only the files its pages read.
  pruneBuild(clientDir, () => undefined);
  return { dir, clientDir };
}

export function removeVariant(build: VariantBuild): void {
  rmSync(build.dir, { recursive: true, force: true });
}

/** Edits a content file's YAML frontmatter in place, keeping its body. */
export function editFrontmatter(file: string, edit: (doc: Document) => void): void {
  const [, yamlText = '', ...body] = readFileSync(file, 'utf8').split(/^---\n/m);
  const doc = parseDocument(yamlText);
  edit(doc);
  writeFileSync(file, `---\n${doc.toString()}---\n${body.join('---\n')}`);
}
