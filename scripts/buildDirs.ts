/** Where the finished site lives, and where a build is made before it replaces it. */
export const BUILD_DIR = 'build';
export const SCRATCH_BUILD_DIR = '.build-next';
