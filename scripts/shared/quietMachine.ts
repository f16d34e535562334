/**
 * Whether the machine was quiet enough for a figure to mean something: a load above the core count turns
 * timings into noise, printed but not written into docs/performance.md.
 */
import { availableParallelism, loadavg } from 'node:os';

/** `load`: the 1-minute load average just before the part ran. */
export type LoadReading = { load: number; cores: number };

export const isNoisy = ({ load, cores }: LoadReading): boolean => load > cores;

const readLoad = (): LoadReading => ({ load: loadavg()[0] ?? 0, cores: availableParallelism() });

/** The load before a part, after waiting (at most `maxWaitMs`) for the bench's previous part to fade from it. */
export async function settledLoad(
  log: (line: string) => void,
  { maxWaitMs = 90_000, read = readLoad, sleep = (ms: number) => new Promise((r) => setTimeout(r, ms)) } = {},
): Promise<LoadReading> {
  const deadline = Date.now() + maxWaitMs;
  let reading = read();
  if (isNoisy(reading))
    log(
      `[load] ${reading.load.toFixed(1)} on ${reading.cores} cores: waiting up to ${maxWaitMs / 1000} s for it to settle`,
    );
  while (isNoisy(reading) && Date.now() < deadline) {
    await sleep(5000);
    reading = read();
  }
  return reading;
}

/** What the bench prints instead of writing a noisy section. */
export function noisyNotice(part: string, reading: LoadReading, doc: string): string {
  return (
    `⚠ ${part}: 机器太忙，数字不可靠，未写入 ${doc} (noisy: load average ${reading.load.toFixed(1)} above ` +
    `${reading.cores} cores before it ran; figures printed above only). Run again when the machine is quiet, or pass --write-noisy.`
  );
}
