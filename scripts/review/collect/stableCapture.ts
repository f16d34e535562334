import { samePixels } from '../compare/raster';

/**
 * Chromium sometimes paints part of a capture late on a busy machine. A shot counts once two
 * captures in a row are equal; the waits grow like Playwright's own `toHaveScreenshot` retries.
 */
const RECAPTURE_DELAYS_MS = [0, 100, 250, 500, 1000];

export async function stableCapture(capture: () => Promise<Buffer>): Promise<{ png: Buffer; stable: boolean }> {
  let png = await capture();
  for (const delay of RECAPTURE_DELAYS_MS) {
    await new Promise((done) => setTimeout(done, delay));
    const next = await capture();
    if (await samePixels(png, next)) return { png: next, stable: true };
    png = next;
  }
  return { png, stable: false };
}
