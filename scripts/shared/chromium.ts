/** Debian's Chromium, which every tool and test drives (none downloads a browser); CHROMIUM_PATH overrides it. */
export const chromiumPath = () => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
