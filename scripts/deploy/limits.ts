/**
 * Waits that end, so a deploy ends even when the server stops answering: a child process, a request or a poll each get a time limit and an
 * AbortSignal that stops them when the deploy is told to stop (stop.ts). A limit reached is a
 * sentence that names the step, so the operator knows where the server stopped answering.
 */
import { spawn } from 'node:child_process';
import { setTimeout as sleep } from 'node:timers/promises';

/** A wait that reached its limit. */
export class TimeLimitReached extends Error {
  constructor(step: string, ms: number) {
    const seconds = Math.round(ms / 100) / 10;
    super(`“${step}”这一步等了 ${seconds} 秒没有结果，已停止等待 (${step}: no answer within ${seconds} s)`);
  }
}

/** The deploy was told to stop (SIGTERM, SIGINT): the reason of the stop signal, then at which step. */
export class Stopped extends Error {
  constructor(
    readonly signal: string,
    step?: string,
  ) {
    super(
      step
        ? `部署在“${step}”这一步被 ${signal} 中断 (stopped by ${signal} at: ${step})`
        : `部署被 ${signal} 中断 (stopped by ${signal})`,
    );
  }
}

/** The stop, saying at which step it ended the deploy. */
export function stoppedAt(stop: AbortSignal, step: string): Stopped {
  return new Stopped(stop.reason instanceof Stopped ? stop.reason.signal : 'a signal', step);
}

export interface Limit {
  /** Milliseconds. */
  limit: number;
  /** What the deploy is doing, for the message. */
  step: string;
  /** Ends the wait at once when aborted (absent: cleanup, which always runs to its limit). */
  stop?: AbortSignal;
}

/** Throws when the deploy was told to stop. */
export function checkStop(stop: AbortSignal | undefined, step?: string): void {
  if (stop?.aborted)
    throw step ? stoppedAt(stop, step) : stop.reason instanceof Stopped ? stop.reason : new Stopped('a signal');
}

/**
 * Runs `command` as a child; at the limit or the stop, ends it (TERM, then KILL) and gives up at once.
 * It does not wait for the child's output to close: an SSH client of a shared connection hands its
 * output to the master, which keeps it open until the command on the server ends.
 */
export function runLimited(
  command: string,
  args: readonly string[],
  { limit, step, stop }: Limit,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  checkStop(stop, step);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let settled = false;
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const finish = () => {
      settled = true;
      clearTimeout(timer);
      stop?.removeEventListener('abort', onStop);
    };
    const end = (error: Error) => {
      if (settled) return;
      finish();
      child.kill('SIGTERM');
      setTimeout(() => child.kill('SIGKILL'), 2000).unref();
      child.stdout.destroy();
      child.stderr.destroy();
      reject(error);
    };
    const timer = setTimeout(() => end(new TimeLimitReached(step, limit)), limit);
    const onStop = () => stop && end(stoppedAt(stop, step));
    stop?.addEventListener('abort', onStop, { once: true });
    child.once('error', (error) => end(error));
    child.once('close', (status) => {
      if (settled) return;
      finish();
      resolve({ status, stdout, stderr });
    });
  });
}

/**
 * `fetch` within the limit. Without one, Node 20's fetch never settles when it is the process's
 * first request and the other side closes the connection before answering, as the SSH forward does
 * while nginx is still taking up a new port after a reload (tests/deploy/deployEnds.test.ts).
 */
export async function fetchLimited(url: string, init: RequestInit, { limit, step, stop }: Limit): Promise<Response> {
  checkStop(stop, step);
  const signals = [AbortSignal.timeout(limit), ...(stop ? [stop] : [])];
  try {
    return await fetch(url, { ...init, signal: AbortSignal.any(signals) });
  } catch (error) {
    checkStop(stop, step);
    if ((error as Error).name === 'TimeoutError') throw new TimeLimitReached(step, limit);
    throw error;
  }
}

/** A pause that a stop ends. */
export async function pause(ms: number, stop?: AbortSignal, step?: string): Promise<void> {
  checkStop(stop, step);
  await sleep(ms, undefined, { signal: stop }).catch(() => checkStop(stop, step));
}

/**
 * Asks `check` every `every` ms until it answers something other than false; returns that answer.
 * Throws TimeLimitReached when `limit` passes first.
 */
export async function waitFor<T>(
  check: () => Promise<T | false>,
  { limit, step, stop, every = 100 }: Limit & { every?: number },
): Promise<T> {
  const deadline = Date.now() + limit;
  for (;;) {
    const answer = await check();
    if (answer !== false) return answer;
    if (Date.now() + every > deadline) throw new TimeLimitReached(step, limit);
    await pause(every, stop, step);
  }
}
