/**
 * The editor server's port: one above the site suite's (playwright.config.ts), so `npm test` can run both
 * suites at once, and E2E_PORT still moves both out of another checkout's way.
 */
export const EDITOR_PORT = Number(process.env.E2E_PORT ?? 4173) + 1;
