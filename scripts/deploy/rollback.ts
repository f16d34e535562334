/** `npm run deploy:rollback`: back to the previous release, health-checked first and under the deploy lock. */
import { rollback } from './production';
import { stopOnSignals } from './stop';
import { targetFromEnv } from './target';
import { readCommandLine } from '../shared/commandLine';

readCommandLine(
  `用法 (usage): npm run deploy:rollback
  切回上一版 (switch back to the previous release); same DEPLOY_* environment as npm run deploy.`,
  {},
);

const stop = stopOnSignals();
try {
  const id = await rollback(targetFromEnv(), console.log, stop.signal);
  console.log(`已回滚 (rolled back) → ${id}`);
  process.exit(stop.exitCode(0));
} catch (error) {
  console.error(`回滚失败 (rollback failed): ${(error as Error).message}`);
  process.exit(stop.exitCode(1));
}
