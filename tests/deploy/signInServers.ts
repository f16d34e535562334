import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startNginx, type RunningNginx } from '../../scripts/nginx/startNginx';
import { launchWithStandIn, startGitHubStandIn, writeSecretFile } from './githubStandIn';
import { CLIENT_DIR, fixture, requireAdminBuild, requireBuild } from './helpers';

/**
 * The sign-in's test bench for one file: the site's nginx with the sign-in (its secret in a file of
 * its own), the stand-in for GitHub, and a browser that reaches the stand-in under GitHub's name.
 */
export const signInServers = (prefix: string) =>
  fixture(
    async () => {
      requireBuild();
      requireAdminBuild();
      const dir = mkdtempSync(join(tmpdir(), prefix));
      const secretFile = join(dir, 'sign-in.secret');
      writeSecretFile(secretFile);
      const github = await startGitHubStandIn();
      let site: RunningNginx | undefined;
      try {
        site = await startNginx({ root: CLIENT_DIR, signIn: { secretFile, github: github.web } });
        const browser = await launchWithStandIn(github);
        return { dir, secretFile, github, site, browser };
      } catch (error) {
        await site?.stop();
        await github.stop();
        throw error;
      }
    },
    async ({ dir, github, site, browser }) => {
      await browser.close();
      await site.stop();
      await github.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  );
