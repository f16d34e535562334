/** Sample JPEGs from the SVG artwork: one for the raster pipeline until real photos come, one for shared links. */
import sharp from 'sharp';
import { readCommandLine } from '../shared/commandLine';

readCommandLine('用法 (usage): npx tsx scripts/cli/makeSamplePhoto.ts  → content/images/case-study.jpg, share.jpg', {});

await sharp('content/images/case-study.svg', { density: 144 })
  .resize({ width: 1440 })
  .jpeg({ quality: 82, mozjpeg: true })
  .toFile('content/images/case-study.jpg');
await sharp('content/images/banner-slide-1.svg')
  .resize({ width: 1200, height: 630, fit: 'cover', position: 'right' })
  .jpeg({ quality: 82, mozjpeg: true })
  .toFile('content/images/share.jpg');
console.log('content/images/case-study.jpg, content/images/share.jpg');
