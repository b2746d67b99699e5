// The demo parish's messages: the audio ones play a tone made in code (audio.ts), the
// video ones the short title cards of assets/sandesham-N.webm (made by scripts/make-demo-videos.mjs).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/client.ts';
import { sandesham } from '../../db/schema.ts';
import { storeFile, type StoredImage } from '../../media/images.ts';
import type { FileStore } from '../../media/storage.ts';
import { toneWav } from './audio.ts';

export const DEMO_VIDEOS = [
  {
    file: 'sandesham-1.webm',
    title: 'കുടുംബം: ഒരു ദേവാലയം',
    speaker: 'ഫാ. തോമസ് കുന്നേൽ',
    colours: ['#14532d', '#a16207'],
    notes: [262, 330, 392],
  },
  {
    file: 'sandesham-2.webm',
    title: 'ക്രിസ്മസ് സന്ദേശം',
    speaker: 'ഫാ. മാത്യു വടക്കേൽ',
    colours: ['#7f1d1d', '#1e3a8a'],
    notes: [294, 370, 440],
  },
];

const ASSETS = path.resolve(import.meta.dirname, 'assets');

export async function loadSandesham(
  tx: Db,
  items: { name: string; title: string; fileType: 'video' | 'audio' }[],
  photos: StoredImage[],
  store: FileStore,
): Promise<void> {
  let videos = 0;
  const rows = [];
  for (const [i, item] of items.entries()) {
    let messageUrl: string;
    if (item.fileType === 'audio') {
      messageUrl = await storeFile(toneWav(i + 3, 8), 'wav', store);
    } else {
      const video = DEMO_VIDEOS.find((v) => v.title === item.title) ?? DEMO_VIDEOS[videos % DEMO_VIDEOS.length];
      videos++;
      messageUrl = await storeFile(await fs.readFile(path.join(ASSETS, video.file)), 'webm', store);
    }
    // A week apart, the first newest: the list's order is the generator's.
    rows.push({
      ...item,
      ...photos[i % photos.length],
      messageUrl,
      createdAt: new Date(Date.now() - i * 7 * 24 * 3600 * 1000),
    });
  }
  if (rows.length) await tx.insert(sandesham).values(rows);
}
