// Makes the app's PNG icons from apps/web/public/favicon.svg's design (docs/decisions.md "One
// service worker: installable, readable offline"): 192 and 512 px as the favicon is (rounded), and
// full-bleed ones for a maskable icon (the cross inside the central safe circle) and iOS's
// apple-touch-icon (180 px; iOS rounds it itself). Run by hand after changing the design:
// `node scripts/make-icons.mjs`; the PNGs are committed.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const pub = path.join(import.meta.dirname, '..', 'apps/web/public');
const favicon = readFileSync(path.join(pub, 'favicon.svg'));
// Full bleed, the cross scaled to 60 % about the centre: within the 80 % safe zone of a maskable icon.
const fullBleed = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#14532d"/>` +
    `<g transform="translate(32 32) scale(0.6) translate(-32 -32)"><rect x="29" y="10" width="6" height="44" ` +
    `fill="#fde68a"/>` +
    `<rect x="18" y="22" width="28" height="6" fill="#fde68a"/></g></svg>`,
);

const out = [
  [favicon, 192, 'icon-192.png'],
  [favicon, 512, 'icon-512.png'],
  [fullBleed, 512, 'icon-maskable-512.png'],
  [fullBleed, 180, 'apple-touch-icon.png'],
];
for (const [svg, size, name] of out) {
  await sharp(svg, { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(pub, name));
  console.log(name, size);
}
