// Makes the demo parish's videos: the video messages (assets/sandesham-N.webm, with a cross) and the
// sponsors' video ads (assets/ad-N.webm): a title card with a moving light, its two lines of
// Malayalam in Noto Sans Malayalam (never boxes, no English), and a soft chord, drawn on a canvas
// and recorded by Chromium's MediaRecorder (VP8 + Opus, 320×180) — no ffmpeg. A live recording has
// no length in its header, so the Segment Info gets its Duration written in, as an editor would.
// Run once after changing a video (the files are committed; recording takes the videos' own time):
//   node --import tsx scripts/make-demo-videos.mjs [sandesham|ads]
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright';
import { probeMedia } from '../apps/server/src/media/probe.ts';
import { DEMO_AD_VIDEOS } from '../apps/server/src/setup/demo/ads.ts';
import { DEMO_VIDEOS } from '../apps/server/src/setup/demo/sandesham.ts';

const ASSETS = path.resolve(import.meta.dirname, '../apps/server/src/setup/demo/assets');
const FONT = path.resolve(
  import.meta.dirname,
  '../node_modules/@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-malayalam-700-normal.woff2',
);
const SANDESHAM_SECONDS = 8;

/** Records one title card of `video.seconds`; resolves to the WebM bytes. */
async function record(video, { cross, videoBitsPerSecond, audioBitsPerSecond, fps }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const page = await browser.newPage();
    const font = fs.readFileSync(FONT).toString('base64');
    await page.setContent(
      `<style>@font-face { font-family: ml; src: url(data:font/woff2;base64,${font}); }</style><canvas ` +
        `width="320" height="180"></canvas>`,
    );
    // tsx keeps function names with a helper the page does not have.
    await page.evaluate('window.__name = (f) => f');
    const base64 = await page.evaluate(
      async ({ video, cross, videoBitsPerSecond, audioBitsPerSecond, fps }) => {
        const seconds = video.seconds;
        await document.fonts.load('16px ml');
        const canvas = document.querySelector('canvas');
        const ctx = canvas.getContext('2d');
        const audio = new AudioContext();
        const out = audio.createMediaStreamDestination();
        const gain = audio.createGain();
        gain.gain.value = 0.08;
        gain.connect(out);
        for (const f of video.notes) {
          const osc = audio.createOscillator();
          osc.frequency.value = f;
          osc.connect(gain);
          osc.start();
        }
        const stream = new MediaStream([...canvas.captureStream(fps).getVideoTracks(), ...out.stream.getAudioTracks()]);
        const recorder = new MediaRecorder(stream, {
          mimeType: 'video/webm;codecs=vp8,opus',
          videoBitsPerSecond,
          audioBitsPerSecond,
        });
        const chunks = [];
        recorder.ondataavailable = (e) => chunks.push(e.data);
        const start = performance.now();
        const draw = () => {
          const t = (performance.now() - start) / 1000;
          const g = ctx.createLinearGradient(0, 0, 320, 180);
          g.addColorStop(0, video.colours[0]);
          g.addColorStop(1, video.colours[1]);
          ctx.fillStyle = g;
          ctx.fillRect(0, 0, 320, 180);
          // A light moving across, and (for a message) a cross.
          const x = 40 + ((t * 40) % 240);
          const light = ctx.createRadialGradient(x, 60, 2, x, 60, 70);
          light.addColorStop(0, 'rgba(255,255,220,0.55)');
          light.addColorStop(1, 'rgba(255,255,220,0)');
          ctx.fillStyle = light;
          ctx.fillRect(0, 0, 320, 180);
          ctx.fillStyle = '#fef3c7';
          if (cross) {
            ctx.fillRect(154, 22, 12, 56);
            ctx.fillRect(138, 38, 44, 10);
          }
          ctx.textAlign = 'center';
          ctx.font = cross ? '20px ml' : '22px ml';
          ctx.fillText(video.title, 160, cross ? 118 : 92, 296);
          ctx.font = '14px ml';
          ctx.fillStyle = '#fde68a';
          ctx.fillText(video.speaker, 160, cross ? 146 : 126, 296);
          ctx.fillRect(20, 166, (280 * Math.min(t, seconds)) / seconds, 3);
          if (recorder.state === 'recording') requestAnimationFrame(draw);
        };
        recorder.start(1000);
        draw();
        await new Promise((r) => setTimeout(r, seconds * 1000));
        const done = new Promise((r) => {
          recorder.onstop = r;
        });
        recorder.stop();
        await done;
        const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
        let text = '';
        for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return btoa(text);
      },
      { video, cross, videoBitsPerSecond, audioBitsPerSecond, fps },
    );
    return Buffer.from(base64, 'base64');
  } finally {
    await browser.close();
  }
}

/** Writes `ms` as the Segment Info's Duration (float64, TimecodeScale 1 ms) into a live WebM recording. */
function withDuration(webm, ms) {
  const info = webm.indexOf(Buffer.from([0x15, 0x49, 0xa9, 0x66]));
  if (info < 0) throw new Error('no Segment Info');
  const sizeAt = info + 4;
  const length = Math.clz32(webm[sizeAt]) - 23;
  let size = webm[sizeAt] & (0xff >> length);
  for (let i = 1; i < length; i++) size = size * 256 + webm[sizeAt + i];
  const body = webm.subarray(sizeAt + length, sizeAt + length + size);
  const duration = Buffer.alloc(11);
  duration.set([0x44, 0x89, 0x88]);
  duration.writeDoubleBE(ms, 3);
  const newSize = Buffer.alloc(8);
  newSize[0] = 0x01;
  newSize.writeUIntBE(size + duration.length, 2, 6);
  return Buffer.concat([webm.subarray(0, sizeAt), newSize, body, duration, webm.subarray(sizeAt + length + size)]);
}

const only = process.argv[2];
const jobs = [
  ...(only && only !== 'sandesham'
    ? []
    : DEMO_VIDEOS.map((v) => [
        { ...v, seconds: SANDESHAM_SECONDS },
        { cross: true, videoBitsPerSecond: 120_000, audioBitsPerSecond: 24_000, fps: 25 },
      ])),
  // Ads are mostly still and up to 30 s long, and a visitor's phone fetches one: lower rates keep
  // each file small (about 3 KB a second).
  ...(only && only !== 'ads'
    ? []
    : DEMO_AD_VIDEOS.map((v) => [
        { ...v, colours: [...v.colours] },
        { cross: false, videoBitsPerSecond: 16_000, audioBitsPerSecond: 8_000, fps: 12 },
      ])),
];
for (const [video, options] of jobs) {
  const raw = await record(video, options);
  const file = path.join(ASSETS, video.file);
  fs.writeFileSync(file, raw);
  const probed = await probeMedia(file, 'webm');
  fs.writeFileSync(file, withDuration(raw, probed.duration * 1000));
  const again = await probeMedia(file, 'webm');
  console.log(`${video.file}: ${fs.statSync(file).size} bytes, ${again.duration} s, ${again.videoCodec}`);
}
