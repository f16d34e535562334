import type * as SaveChecks from './saveCheck';

/**
 * The content check (its rules, zod's schemas, zhlint) is a third of the editor's own code and no form
 * needs it before a save: it loads once the first form shows (main.ts), and whatever asks for it earlier
 * waits for it (the check runs before every save, in the browser).
 */
type Checks = typeof SaveChecks;

let loading: Promise<Checks> | undefined;
let loaded: Checks | undefined;

export function loadCheck(): Promise<Checks> {
  loading ??= import('./saveCheck').then((checks) => (loaded = checks));
  return loading;
}

/** The check if it has loaded, for what must answer at once (a field's `isValid`); a save awaits `loadCheck`. */
export const checkIfLoaded = (): Checks | undefined => loaded;
