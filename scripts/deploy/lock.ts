/**
 * One deploy or rollback at a time on a server, enforced on the server: whoever runs
 * `npm run deploy` — the release workflow, a re-run job, a person on a laptop — first takes an
 * flock(1) on `<DEPLOY_PATH>/.deploy.lock` in a shell that stays open for the whole deploy. The
 * kernel lets the lock go when that shell ends, and the shell ends when the deploy closes its input:
 * finished, failed, or killed (ssh then closes the channel). So a lock never outlives a deploy,
 * except behind a connection that hangs without closing; such a lock is taken over once it is
 * older than any deploy can be, with a notice.
 *
 * `.deploy.lock.info` says who holds it: what, since when, from which machine and address.
 */
import { hostname, userInfo } from 'node:os';
import { pause, stoppedAt, TimeLimitReached } from './limits';
import { shellQuote as q, withRemote, type Log, type Remote } from './remote';
import type { Target } from './target';

/** Where this deploy runs from: the CI run's address when there is one. */
function origin(): string {
  const env = process.env;
  const run =
    env.GITHUB_SERVER_URL && env.GITHUB_REPOSITORY && env.GITHUB_RUN_ID
      ? ` ${env.GITHUB_SERVER_URL}/${env.GITHUB_REPOSITORY}/actions/runs/${env.GITHUB_RUN_ID}`
      : '';
  return `${userInfo().username}@${hostname()}${run}`;
}

/** The server-side holder: prints LOCKED and waits for end of input, or prints BUSY and the info. */
function holderScript(dir: string, what: string): string {
  const script = [
    'cd "$1" || exit 3',
    'exec 9>>.deploy.lock',
    'if flock -n 9; then',
    '  { printf "what %s\\nfrom %s\\n" "$2" "$3"; printf "since %s\\nepoch %s\\npid %s\\naddress %s\\n" "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$(date +%s)" "$$" "${SSH_CONNECTION%% *}"; } > .deploy.lock.info',
    '  echo LOCKED',
    // Held until the deploy's end closes this input; `read` is a builtin, so no child keeps fd 9.
    '  read -r _ || true',
    '  rm -f .deploy.lock.info',
    '  exit 0',
    'fi',
    // The server's clock, to judge the holder's age without trusting this machine's.
    'echo "BUSY $(date +%s)"',
    'cat .deploy.lock.info 2>/dev/null',
    'exit 75',
  ].join('\n');
  return `sh -c ${q(script)} lock ${q(dir)} ${q(what)} ${q(origin())}`;
}

/** The holder as `.deploy.lock.info` names it, and its age on the server's clock (`now`). */
function holderOf(info: string, now: number) {
  const fields = new Map(
    info.split('\n').map((line) => [line.slice(0, line.indexOf(' ')), line.slice(line.indexOf(' ') + 1)]),
  );
  const field = (name: string) => fields.get(name) ?? '?';
  return {
    since: field('since'),
    age: now - Number(fields.get('epoch') ?? NaN),
    pid: fields.get('pid') ?? '',
    description: `${field('what')}，${field('since')} 开始，来自 ${field('from')}（${field('address')}）`,
  };
}

/**
 * Takes the server's deploy lock for `what` (部署 (deploy), 回滚 (rollback)), waiting up to
 * DEPLOY_LOCK_WAIT; returns the function that lets it go. Throws, having changed nothing, when
 * another deploy keeps it.
 */
async function takeLock(remote: Remote, target: Target, what: string, log: Log): Promise<() => Promise<void>> {
  const dir = target.DEPLOY_PATH;
  const deadline = Date.now() + target.DEPLOY_LOCK_WAIT * 1000;
  let told = false;
  remote.at('加部署锁 (taking the deploy lock)');
  for (;;) {
    const held = remote.hold(holderScript(dir, what));
    const first = await answerOf(held, remote);
    if (first === 'LOCKED') return () => held.end();
    const { code, output } = await held.exited;
    const busy = /^BUSY (\d+)$/.exec(first);
    if (!busy || code !== 75) {
      throw new Error(`无法在服务器上加锁 (cannot take the deploy lock, exit ${code}): ${output.trim()}`);
    }
    const holder = holderOf(output.slice(output.indexOf('\n') + 1), Number(busy[1]));
    if (holder.age > target.DEPLOY_LOCK_STALE && /^\d+$/.test(holder.pid)) {
      log(
        `注意：锁从 ${holder.since} 起被占用，已超过 ${Math.round(target.DEPLOY_LOCK_STALE / 60)} 分钟，` +
          `视为连接已断的部署，接管 (taking over a stale lock): ${holder.description}`,
      );
      // Only the process that really holds this lock file (a pid may have been reused since).
      await remote.run(
        `cd ${q(dir)} && if [ "$(readlink /proc/${holder.pid}/fd/9)" = "$(pwd -P)/.deploy.lock" ]; then kill ${holder.pid}; fi; true`,
      );
      continue;
    }
    if (Date.now() >= deadline) {
      throw new Error(
        `服务器上正在进行另一个部署，这次什么也没有改 (another deploy holds the server; nothing was changed): ` +
          `${holder.description}。请等它结束后再运行；如果确定它已经停了，见 docs/deploy.md 的“部署锁”一节 ` +
          '(wait for it to finish; if you are sure it has stopped, see docs/deploy.md)',
      );
    }
    if (!told) {
      log(
        `服务器上正在进行另一个部署，等它结束，最多 ${target.DEPLOY_LOCK_WAIT} 秒 ` +
          `(waiting for another deploy): ${holder.description}`,
      );
      told = true;
    }
    await pause(2000, remote.stop, remote.step);
  }
}

/**
 * The holder's first line within the time limit; a stop or a silent server ends it, and a holder
 * that got the lock just then lets it go as its input closes.
 */
async function answerOf(held: ReturnType<Remote['hold']>, remote: Remote): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const ended = new Promise<never>((_, reject) => {
    const end = (error: Error) => {
      held.kill();
      reject(error);
    };
    timer = setTimeout(() => end(new TimeLimitReached(remote.step, remote.limit)), remote.limit);
    remote.stop.addEventListener('abort', () => end(stoppedAt(remote.stop, remote.step)), { once: true });
  });
  try {
    return await Promise.race([held.firstLine, ended]);
  } finally {
    clearTimeout(timer);
  }
}

/** Connects, takes the lock, runs `work`, and lets the lock go on every way out. */
export function withLock<T>(
  target: Target,
  what: string,
  log: Log,
  work: (remote: Remote) => Promise<T>,
  stop?: AbortSignal,
): Promise<T> {
  return withRemote(
    target,
    async (remote) => {
      await remote.run(`mkdir -p ${q(target.DEPLOY_PATH)}`);
      const unlock = await takeLock(remote, target, what, log);
      try {
        return await work(remote);
      } finally {
        await unlock();
      }
    },
    stop,
  );
}
