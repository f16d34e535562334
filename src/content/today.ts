/**
 * The day deadlines are judged against, by the check, the release check and the loaders: today, or the
 * tests' `SITE_TODAY=YYYY-MM-DD` at noon China time (that day in Asia/Shanghai). Without `process` (a bundle), today.
 */
export function contentToday(
  env: Record<string, string | undefined> = typeof process === 'undefined' ? {} : process.env,
): Date {
  const day = env.SITE_TODAY?.trim();
  if (!day) return new Date();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`SITE_TODAY must be YYYY-MM-DD, got "${day}"`);
  return new Date(`${day}T12:00:00+08:00`);
}
