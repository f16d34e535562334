/** Where the site is built, and where a build is made before it replaces it; `SITE_BUILD_DIR` moves both. */
export const BUILD_DIR = process.env.SITE_BUILD_DIR ?? 'build';
export const SCRATCH_BUILD_DIR = process.env.SITE_BUILD_DIR ? `${process.env.SITE_BUILD_DIR}.next` : '.build-next';
