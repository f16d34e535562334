/**
 * Lines `react-router dev` prints before the local address that an editor reads as alarms but
 * that ask nothing of them (issue 11: quiet tools): Vite's notes about its future config loader,
 * a deprecated option React Router sets itself, and React Router's v8 future-flag notices.
 * Everything else — the address, errors, reloads — passes through unchanged.
 */
const NOISE = [
  /^\(!\) Your Vite config uses features that are unsupported by `configLoader: 'native'`/,
  /^ {2}- import ".*" without a file extension/,
  /^Set `VITE_CONFIG_NATIVE_IGNORE_WARNING=true` to suppress this warning\./,
  /^The `envFile` option is deprecated, please use `envDir: false` instead\./,
];
/** A future-flag notice is a headline and indented lines under it. */
const FUTURE_FLAG = /^\s*⚠️\s+Future Flag Warning:/;
const FUTURE_FLAG_DETAIL = /^ {5}\S/;

// eslint-disable-next-line no-control-regex
const plain = (line: string) => line.replace(/\u001b\[[0-9;]*m/g, '');

/** Filters one stream, line by line; keeps state across lines for the future-flag blocks. */
export function devNoiseFilter(): (line: string) => boolean {
  let inFutureFlag = false;
  return (line) => {
    const text = plain(line);
    if (FUTURE_FLAG.test(text)) {
      inFutureFlag = true;
      return false;
    }
    if (inFutureFlag && FUTURE_FLAG_DETAIL.test(text)) return false;
    inFutureFlag = false;
    return !NOISE.some((pattern) => pattern.test(text));
  };
}
