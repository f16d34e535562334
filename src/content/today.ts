/**
 * The day target deadlines are judged against (DESIGN §14): today, unless tests name another with
 * `SITE_TODAY=YYYY-MM-DD` for a whole build (the check, the release check and the loaders read it
 * here), taken at noon China time, so it is that calendar day in Asia/Shanghai. Loaders run in Node;
 * the guard on `process` keeps this harmless if a bundle ever reaches it.
 */
export function contentToday(
  env: Record<string, string | undefined> = typeof process === 'undefined' ? {} : process.env,
): Date {
  const day = env.SITE_TODAY?.trim();
  if (!day) return new Date();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`SITE_TODAY must be YYYY-MM-DD, got "${day}"`);
  return new Date(`${day}T12:00:00+08:00`);
}
