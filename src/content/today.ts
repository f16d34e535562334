/**
 * The day target deadlines are judged against (DESIGN §14): today, unless `SITE_TODAY=YYYY-MM-DD`
 * names another day. Only tests set it, to move the clock past a deadline for a whole build (the
 * content check, the release check and the loaders all read it here). The day is taken at noon
 * China time, so it is that calendar day in Asia/Shanghai, where deadlines are judged.
 */
export function contentToday(env: Record<string, string | undefined> = readEnv()): Date {
  const day = env.SITE_TODAY?.trim();
  if (!day) return new Date();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`SITE_TODAY must be YYYY-MM-DD, got "${day}"`);
  return new Date(`${day}T12:00:00+08:00`);
}

// Loaders run at build time in Node; the guard keeps this module harmless if a bundle ever reaches it.
const readEnv = () => (typeof process === 'undefined' ? {} : process.env);
