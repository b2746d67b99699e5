// The demo's sponsor art (docs/decisions.md "The demo's ads speak Malayalam"):
// every text a visitor sees in a banner or a
// video ad is Malayalam, drawn in Noto Sans Malayalam, and a banner's text stays clear of the
// "പരസ്യം" badge (bottom-left) and the hide button (top-right) the site lays over it.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { probeMedia } from '../../media/probe.ts';
import { DEMO_AD_VIDEOS } from './ads.ts';
import { BANNER_BADGE_CLEAR_X, bannerSvg } from './art.ts';
import { useBundledMalayalamFont } from './fonts.ts';
import { DEMO_SPONSORS, generateParish } from './generate.ts';

const LATIN = /[A-Za-z]/;
const texts = (svg: string) =>
  [...svg.matchAll(/<text([^>]*)>([^<]*)<\/text>/g)].map((m) => ({ attrs: m[1], text: m[2] }));

/** The banner drawn to RGB pixels, and the pixels of one box of its 960×240 drawing. */
const draw = (svg: string) => sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();
function region(rgb: Buffer, box: { left: number; top: number; width: number; height: number }): Buffer {
  const rows = Array.from({ length: box.height }, (_, y) =>
    rgb.subarray(((box.top + y) * 960 + box.left) * 3, ((box.top + y) * 960 + box.left + box.width) * 3),
  );
  return Buffer.concat(rows);
}

// Where the site draws over a banner, in the drawing's pixels at the narrowest slot (328 px wide
// shows 960 px: 2.93 drawing px a screen px): the badge about 60 × 20 screen px at the bottom left,
// the 44 × 44 px hide button at the top right.
const BADGE = { left: 0, top: 176, width: 190, height: 64 };
const HIDE_BUTTON = { left: 826, top: 0, width: 134, height: 134 };

describe("the demo sponsors' banners", () => {
  it('say everything in Malayalam, in Noto Sans Malayalam, the bottom line starting right of the badge', () => {
    for (const [i, title] of DEMO_SPONSORS.entries()) {
      const lines = texts(bannerSvg(i, title));
      expect(lines).toHaveLength(2);
      for (const { attrs, text } of lines) {
        expect(text).not.toMatch(LATIN);
        expect(text).toMatch(/\p{Script=Malayalam}/u);
        expect(attrs).toContain('font-family="Noto Sans Malayalam"');
      }
      expect(Number(/x="(\d+)"/.exec(lines[1].attrs)?.[1])).toBeGreaterThanOrEqual(BANNER_BADGE_CLEAR_X);
    }
  });

  it('draw no text where the badge and hide button sit (the drawing there is the same without its text)', async () => {
    useBundledMalayalamFont();
    for (const [i, title] of DEMO_SPONSORS.entries()) {
      const svg = bannerSvg(i, title);
      const [drawn, bare] = await Promise.all([draw(svg), draw(svg.replace(/<text[^>]*>[^<]*<\/text>/g, ''))]);
      expect(region(drawn, BADGE).equals(region(bare, BADGE)), `${title}: badge corner`).toBe(true);
      expect(region(drawn, HIDE_BUTTON).equals(region(bare, HIDE_BUTTON)), `${title}: hide button corner`).toBe(true);
      expect(drawn.equals(bare), `${title}: its text is drawn`).toBe(false);
    }
  });
});

describe("the demo sponsors' video ads", () => {
  it('have Malayalam titles (shown beside the popup\'s "പരസ്യം") and title cards', () => {
    const parish = generateParish({ members: 100 });
    for (const ad of parish.videoAds) expect(ad.title).not.toMatch(LATIN);
    for (const video of DEMO_AD_VIDEOS) {
      expect(video.title).not.toMatch(LATIN);
      expect(video.speaker).not.toMatch(LATIN);
    }
  });

  it("are committed at the spec's durations (10, 20, 20, 20, 30 s)", async () => {
    const assets = path.resolve(import.meta.dirname, 'assets');
    for (const video of DEMO_AD_VIDEOS) {
      const file = path.join(assets, video.file);
      expect(fs.existsSync(file)).toBe(true);
      const probed = await probeMedia(file, 'webm');
      expect(Math.round(probed.duration)).toBe(video.seconds);
    }
  });
});
