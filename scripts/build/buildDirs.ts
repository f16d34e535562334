/** Where the finished site lives, and where a build is made before it replaces it; `SITE_BUILD_DIR` moves both (bench, review). */
export const BUILD_DIR = process.env.SITE_BUILD_DIR ?? 'build';
export const SCRATCH_BUILD_DIR = process.env.SITE_BUILD_DIR ? `${process.env.SITE_BUILD_DIR}.next` : '.build-next';
