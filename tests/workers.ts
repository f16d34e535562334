import { availableParallelism } from 'node:os';

/**
 * How many test files Vitest runs at once. Its default, one fewer than the cores, is a single file
 * at a time on the 2-core machines CI and developers here have, while most of these files wait on
 * child processes (builds, nginx, sshd, Chromium, Firefox, WebKit). Measured on such a machine:
 * the deploy suite 260 s one at a time, 192 s two at a time; the unit tests 65 s and 46 s.
 */
export const TEST_WORKERS = Math.max(2, availableParallelism() - 1);
