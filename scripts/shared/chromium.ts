/** Debian's Chromium, which the tools drive (none downloads a browser); CHROMIUM_PATH overrides it. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
