/**
 * Makes the sample raster photo `content/images/case-study.jpg` from the SVG artwork, so the
 * raster pipeline (AVIF/WebP, srcset, sizes) is exercised by real content until editors add
 * real photos. Run once by hand: `npx tsx scripts/make-sample-photo.ts`.
 */
import sharp from 'sharp';

if (process.argv.includes('--help')) {
  console.log('用法 (usage): npx tsx scripts/make-sample-photo.ts  → content/images/case-study.jpg');
  process.exit(0);
}

await sharp('content/images/case-study.svg', { density: 144 })
  .resize({ width: 1440 })
  .jpeg({ quality: 82, mozjpeg: true })
  .toFile('content/images/case-study.jpg');
console.log('content/images/case-study.jpg');
