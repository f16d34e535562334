/**
 * A deploy told to stop (SIGTERM from a cancelled CI job, Ctrl-C's SIGINT) ends the work in flight,
 * puts the site back as any failed step does, lets the server's lock go, and only then exits
 * (the site is always whole, and the next deploy never waits for a lock nobody holds). A second signal exits at once: the lock still goes with the connection.
 */
import { Stopped } from './limits';

const SIGNALS = { SIGINT: 2, SIGTERM: 15 } as const;

/** The signal the deploy's steps watch (remote.ts, limits.ts); `exitCode` once one arrived. */
export function stopOnSignals(log: (line: string) => void = console.error) {
  const controller = new AbortController();
  let exitCode: number | undefined;
  for (const [name, number] of Object.entries(SIGNALS)) {
    process.on(name, () => {
      if (exitCode !== undefined) process.exit(128 + number);
      exitCode = 128 + number;
      log(
        `收到 ${name}：停下正在做的一步，还没切换就恢复原来的线上版本，释放部署锁后退出 ` +
          `(${name}: stopping; the site is put back unless already switched, then the lock goes)`,
      );
      controller.abort(new Stopped(name));
    });
  }
  return {
    signal: controller.signal,
    /** 130 or 143 after a signal, else `otherwise`. */
    exitCode: (otherwise: number) => exitCode ?? otherwise,
  };
}
