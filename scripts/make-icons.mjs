// Draws the site's PNG icons and favicon.ico from packages/frontend-server/src/icons/favicon.svg with Chromium
// (playwright-core of the e2e package): `CHROMIUM_PATH=/usr/bin/chromium node scripts/make-icons.mjs`.
// The apple-touch icon is square (iOS rounds its corners itself); favicon.ico holds 16 and 32 px PNGs.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(new URL('../e2e/package.json', import.meta.url));
const { chromium } = require('playwright-core');
const dir = new URL('../packages/frontend-server/src/icons/', import.meta.url);
const svg = readFileSync(new URL('favicon.svg', dir), 'utf8');
const square = svg.replace(/ rx="[^"]*"/, '');

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
async function png(source, size) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(`<body style="margin:0">${source.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body>`);
  const image = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  await page.close();
  return image;
}

/** An ICO file whose images are PNGs (readable by every browser since 2007). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size, entry);
    header.writeUInt8(size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map(({ data }) => data)]);
}

writeFileSync(new URL('apple-touch-icon.png', dir), await png(square, 180));
writeFileSync(
  new URL('favicon.ico', dir),
  ico([
    { size: 16, data: await png(svg, 16) },
    { size: 32, data: await png(svg, 32) },
  ]),
);
await browser.close();
