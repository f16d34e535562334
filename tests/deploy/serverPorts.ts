/**
 * Ports for a test server's sshd and nginx. nginx binds its live and check ports only at the first
 * deploy's reload, seconds after they are chosen; a port from the kernel's ephemeral range can be
 * given meanwhile to any outgoing connection on the machine as its local port, and the reload then
 * keeps nginx's old configuration (portTaken.test.ts). These ports lie below that range, in a block
 * of their own for each Vitest worker, so neither a connection nor another file's server takes them.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { TEST_WORKERS } from '../workers';

/** Below this, only programs that ask for a port by number get one. */
const LOWEST = 10_000;

/** The kernel's range for outgoing connections' local ports (Linux's default when it cannot be read). */
export function ephemeralPorts(): { first: number; last: number } {
  try {
    const [first, last] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/);
    return { first: Number(first), last: Number(last) };
  } catch {
    return { first: 32768, last: 60999 };
  }
}

/** Blocks for more workers than the suite starts, so `--maxWorkers` given by hand still finds one. */
const BLOCKS = Math.max(TEST_WORKERS, 16);

/** This worker's block: Vitest numbers its workers 1…maxWorkers in VITEST_POOL_ID. */
function block(): { start: number; size: number } {
  const size = Math.floor((ephemeralPorts().first - LOWEST) / BLOCKS);
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  if (size < 10 || !(worker >= 1 && worker <= BLOCKS)) {
    throw new Error(
      `no ports for test servers: worker ${worker} of at most ${BLOCKS}, ephemeral ports from ${ephemeralPorts().first}`,
    );
  }
  return { start: LOWEST + (worker - 1) * size, size };
}

/** Whether nothing listens on `port` of `host` now (nginx listens on 127.0.0.1 and, for previews, 127.0.0.2). */
function free(port: number, host: string): Promise<boolean> {
  return new Promise((done) => {
    const server = createServer();
    server.once('error', () => done(false));
    server.listen(port, host, () => server.close(() => done(true)));
  });
}

// A random start: a worker runs one file after another, each in a fresh process.
let next = Math.floor(Math.random() * 1_000_000);

/** A port of this worker's block that is free on both loopback addresses. */
export async function serverPort(): Promise<number> {
  const { start, size } = block();
  for (let tries = 0; tries < size; tries++) {
    const port = start + (next++ % size);
    if ((await free(port, '127.0.0.1')) && (await free(port, '127.0.0.2'))) return port;
  }
  throw new Error(`no free port for a test server in ${start}–${start + size - 1}`);
}
