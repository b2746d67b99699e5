// Drawings for the demo parish, as SVG: house photos, portraits, event photos and ad banners.
// They are rendered to WebP by the media pipeline, like any upload.
import { seededRandom } from './random.ts';

const SKIES = ['#87ceeb', '#9fd3f0', '#f6c28b', '#b9d7ea', '#ffd6a5', '#a0c4ff'];
const WALLS = ['#f4e4c1', '#e9c46a', '#f1faee', '#e76f51', '#a8dadc', '#ffcdb2', '#d4a373', '#ccd5ae'];
const ROOFS = ['#9c2c2c', '#6b4226', '#bc4749', '#7f5539', '#495057'];
const GREENS = ['#2d6a4f', '#40916c', '#52b788', '#1b4332'];

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${body}</svg>`;

/** A Kerala house among coconut palms. */
export function houseSvg(seed: number): string {
  const r = seededRandom(seed * 7919 + 1);
  const wall = r.pick(WALLS),
    roof = r.pick(ROOFS),
    sky = r.pick(SKIES),
    green = r.pick(GREENS);
  const x = r.int(260, 420),
    w = r.int(420, 560),
    y = 420;
  const palms = Array.from({ length: r.int(2, 4) }, () => {
    const px = r.pick([r.int(40, 200), r.int(1000, 1160)]),
      top = r.int(120, 220);
    const leaves = [-60, -25, 10, 45, 80]
      .map((a) => `<path d="M${px} ${top} q ${a} -40 ${a * 2} 20" stroke="${green}" stroke-width="14" fill="none"/>`)
      .join('');
    return `<rect x="${px - 8}" y="${top}" width="16" height="${700 - top}" fill="#8d6e4a"/>${leaves}`;
  }).join('');
  return svg(
    1200,
    800,
    `
    <rect width="1200" height="800" fill="${sky}"/>
    <circle cx="${r.int(700, 1100)}" cy="120" r="60" fill="#fff3b0"/>
    <rect y="640" width="1200" height="160" fill="${green}"/>
    ${palms}
    <rect x="${x}" y="${y}" width="${w}" height="240" fill="${wall}"/>
    <polygon points="${x - 50},${y} ${x + w / 2},${y - r.int(150, 220)} ${x + w + 50},${y}" fill="${roof}"/>
    <rect x="${x + w / 2 - 45}" y="${y + 90}" width="90" height="150" fill="#5c3d2e"/>
    <rect x="${x + 50}" y="${y + 60}" width="90" height="80" fill="#cfe8ff" stroke="#5c3d2e" stroke-width="8"/>
    <rect x="${x + w - 140}" y="${y + 60}" width="90" height="80" fill="#cfe8ff" stroke="#5c3d2e" stroke-width="8"/>
    <rect x="${x - 20}" y="${y + 240}" width="${w + 40}" height="18" fill="#9e9e9e"/>`,
  );
}

/** A simple portrait: head and shoulders on a coloured ground. */
export function portraitSvg(seed: number): string {
  const r = seededRandom(seed * 104729 + 3);
  const bg = r.pick(['#e0f2f1', '#fce4ec', '#e8eaf6', '#fff8e1', '#f1f8e9', '#ede7f6']);
  const skin = r.pick(['#c68642', '#8d5524', '#e0ac69', '#a0662c']);
  const cloth = r.pick(['#ffffff', '#264653', '#2a9d8f', '#6d597a', '#b56576', '#1d3557']);
  return svg(
    600,
    600,
    `
    <rect width="600" height="600" fill="${bg}"/>
    <ellipse cx="300" cy="560" rx="210" ry="170" fill="${cloth}"/>
    <rect x="265" y="330" width="70" height="80" fill="${skin}"/>
    <ellipse cx="300" cy="250" rx="110" ry="130" fill="${skin}"/>
    <path d="M190 230 q 110 -170 220 0 q -20 -120 -110 -120 q -90 0 -110 120z" fill="#222"/>`,
  );
}

/** An event photo: a church front with people, in one of several colour moods. */
export function eventSvg(seed: number): string {
  const r = seededRandom(seed * 15485863 + 5);
  const sky = r.pick(SKIES),
    wall = r.pick(['#fdfcdc', '#f8f9fa', '#fff1e6']);
  const w = r.pick([1200, 900, 1200]),
    h = r.pick([800, 1200, 900]);
  const cx = w / 2;
  const people = Array.from({ length: r.int(8, 16) }, () => {
    const px = r.int(40, w - 40),
      c = r.pick(['#e63946', '#457b9d', '#f4a261', '#2a9d8f', '#ffffff', '#6d597a']);
    return (
      `<circle cx="${px}" cy="${h - 150}" r="18" fill="#8d5524"/><rect x="${px - 22}" y="${h - 132}" ` +
      `width="44" height="90" rx="14" fill="${c}"/>`
    );
  }).join('');
  const lights = Array.from(
    { length: 24 },
    (_, i) =>
      `<circle cx="${(i + 0.5) * (w / 24)}" cy="${60 + (i % 2) * 14}" r="7" ` +
      `fill="${r.pick(['#ffbe0b', '#fb5607', '#ff006e', '#8338ec', '#3a86ff'])}"/>`,
  ).join('');
  return svg(
    w,
    h,
    `
    <rect width="${w}" height="${h}" fill="${sky}"/>${lights}
    <rect x="${cx - 200}" y="${h * 0.3}" width="400" height="${h * 0.55}" fill="${wall}"/>
    <polygon points="${cx - 230},${h * 0.3} ${cx},${h * 0.12} ${cx + 230},${h * 0.3}" fill="${wall}" stroke="#999"
      stroke-width="6"/>
    <rect x="${cx - 8}" y="${h * 0.02}" width="16" height="${h * 0.1}" fill="#d4af37"/>
    <rect x="${cx - 35}" y="${h * 0.045}" width="70" height="14" fill="#d4af37"/>
    <path d="M${cx - 60} ${h * 0.85} v -130 a 60 60 0 0 1 120 0 v 130z" fill="#6b4226"/>
    <rect y="${h * 0.85}" width="${w}" height="${h * 0.15}" fill="#adb5bd"/>${people}`,
  );
}

/** The demo sponsors' colour pairs; a sponsor's banner and video share one (bannerColours). */
const BANNER_COLOURS: readonly (readonly [string, string])[] = [
  ['#264653', '#2a9d8f'],
  ['#6a040f', '#d00000'],
  ['#3a0ca3', '#4361ee'],
  ['#005f73', '#0a9396'],
  ['#7f5539', '#b08968'],
];

export function bannerColours(seed: number): readonly [string, string] {
  return seededRandom(seed * 31 + 11).pick(BANNER_COLOURS);
}

/**
 * Where a banner's own text may begin on its bottom line: right of the "പരസ്യം" badge, which at the
 * narrowest slot (a 328 px phone column showing 960 px of art) covers about the first 170 px.
 */
export const BANNER_BADGE_CLEAR_X = 240;

/** The line under a demo sponsor's name: "a sponsor of the parish website". */
export const SPONSOR_TAGLINE = 'ഇടവക വെബ്സൈറ്റിന്റെ പ്രായോജകർ';

/**
 * A sponsor banner: the sponsor's name and a Malayalam line, in the bundled Noto Sans Malayalam
 * (fonts.ts), never boxes. The site lays the "പരസ്യം" badge over the bottom-left corner and the hide
 * button over the top-right one (global.css .ad-label, .ad-hide), so the drawing keeps its text out
 * of both: the line starts right of the badge, the name stays left of the button.
 */
export function bannerSvg(seed: number, title: string): string {
  const [a, b] = bannerColours(seed);
  const esc = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
  // A long name is drawn smaller, so it ends before the hide button's corner.
  const titleSize = Math.min(54, Math.floor((54 * 18) / [...title].length));
  return svg(
    960,
    240,
    `
    <defs><linearGradient id="g" x1="0" x2="1"><stop offset="0" stop-color="${a}"/>
    <stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="960" height="240" fill="url(#g)"/>
    <rect y="178" width="960" height="62" fill="#00000026"/>
    <circle cx="880" cy="150" r="70" fill="#ffffff22"/>
    <text x="48" y="118" font-family="Noto Sans Malayalam" font-size="${titleSize}" font-weight="700"
      fill="#fff">${esc(title)}</text>
    <text x="${BANNER_BADGE_CLEAR_X}" y="220" font-family="Noto Sans Malayalam" font-size="26"
      fill="#ffffffdd">${esc(SPONSOR_TAGLINE)}</text>`,
  );
}

/**
 * The church of the home page: a Kerala church front (a tall white gable with a cross between
 * two bell towers), palms and the evening sky, 16:9 like the box that shows it.
 */
export function churchSvg(): string {
  const palm = (x: number, top: number, lean: number) => {
    const leaves = [-70, -35, 0, 35, 70]
      .map(
        (a) =>
          `<path d="M${x + lean} ${top} q ${a} -50 ${a * 2.2} 30" stroke="#1b4332" stroke-width="18" fill="none" ` +
          `stroke-linecap="round"/>`,
      )
      .join('');
    return (
      `<path d="M${x} 900 Q ${x + lean / 2} ${(900 + top) / 2} ${x + lean} ${top}" stroke="#7f5539" ` +
      `stroke-width="22" fill="none"/>${leaves}`
    );
  };
  const tower = (x: number) => `
    <rect x="${x}" y="300" width="150" height="470" fill="#fdfcf5"/>
    <rect x="${x + 45}" y="360" width="60" height="90" rx="30" fill="#3d405b"/>
    <rect x="${x + 45}" y="520" width="60" height="110" rx="30" fill="#a8dadc"/>
    <polygon points="${x - 12},300 ${x + 75},190 ${x + 162},300" fill="#9c2c2c"/>
    <rect x="${x + 70}" y="140" width="10" height="56" fill="#d4af37"/>
    <rect x="${x + 55}" y="156" width="40" height="10" fill="#d4af37"/>`;
  return svg(
    1600,
    900,
    `
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffb703"/>
    <stop offset="0.55" stop-color="#ffd6a5"/><stop offset="1" stop-color="#caf0f8"/></linearGradient></defs>
    <rect width="1600" height="900" fill="url(#sky)"/>
    <circle cx="1330" cy="190" r="80" fill="#fff3b0"/>
    <rect y="770" width="1600" height="130" fill="#52b788"/>
    ${palm(120, 330, 60)}${palm(300, 420, -40)}${palm(1430, 360, -60)}${palm(1300, 450, 40)}
    ${tower(470)}${tower(980)}
    <rect x="620" y="330" width="360" height="440" fill="#ffffff"/>
    <polygon points="600,340 800,90 1000,340" fill="#ffffff" stroke="#e9ecef" stroke-width="8"/>
    <rect x="792" y="20" width="16" height="90" fill="#d4af37"/>
    <rect x="768" y="45" width="64" height="16" fill="#d4af37"/>
    <circle cx="800" cy="260" r="46" fill="#a8dadc" stroke="#d4af37" stroke-width="8"/>
    <path d="M730 770 v -190 a 70 70 0 0 1 140 0 v 190z" fill="#6b4226"/>
    <rect x="660" y="420" width="50" height="110" rx="25" fill="#a8dadc"/>
    <rect x="890" y="420" width="50" height="110" rx="25" fill="#a8dadc"/>
    <rect x="430" y="770" width="740" height="26" fill="#adb5bd"/>
    <path d="M560 900 L 740 796 L 860 796 L 1040 900z" fill="#ced4da"/>`,
  );
}
