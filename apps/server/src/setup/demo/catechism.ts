// The catechism's demo: the teachers photo (board title 13) as a group picture of the
// teachers, rather than one person's portrait. Students and class teachers come from generate.ts.
import { eq } from 'drizzle-orm';
import { BOARD_TITLE } from '@parish/shared/plain/constants';
import type { Db } from '../../db/client.ts';
import { boardMembers } from '../../db/schema.ts';
import { storeDrawings } from './drawings.ts';
import type { FileStore } from '../../media/storage.ts';
import { seededRandom } from './random.ts';

/** Two rows of teachers in front of the church wall, 1200 × 800. */
export function teachersGroupSvg(seed = 13): string {
  const r = seededRandom(seed * 7919 + 11);
  const person = (x: number, y: number, scale: number) => {
    const skin = r.pick(['#c68642', '#8d5524', '#e0ac69', '#a0662c']);
    const cloth = r.pick(['#ffffff', '#264653', '#2a9d8f', '#6d597a', '#b56576', '#1d3557', '#e9c46a']);
    const hair = r.pick(['#222', '#333', '#5a3825', '#777']);
    return `<g transform="translate(${x} ${y}) scale(${scale})">
      <ellipse cx="0" cy="150" rx="62" ry="80" fill="${cloth}"/>
      <rect x="-14" y="40" width="28" height="40" fill="${skin}"/>
      <ellipse cx="0" cy="10" rx="40" ry="48" fill="${skin}"/>
      <path d="M-42 4 q 42 -70 84 0 q -6 -46 -42 -46 q -36 0 -42 46z" fill="${hair}"/></g>`;
  };
  const back = Array.from({ length: 8 }, (_, i) => person(130 + i * 135, 330, 1));
  const front = Array.from({ length: 7 }, (_, i) => person(200 + i * 135, 470, 1.08));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
    <rect width="1200" height="800" fill="#fdf6e3"/>
    <rect y="0" width="1200" height="120" fill="#cfe8ff"/>
    <rect x="80" y="120" width="1040" height="520" fill="#f1e3c6"/>
    <path d="M540 640 v -180 a 60 60 0 0 1 120 0 v 180z" fill="#7a4e2d"/>
    <rect y="640" width="1200" height="160" fill="#b7b09c"/>
    ${back.join('')}${front.join('')}
    <rect y="740" width="1200" height="60" fill="#14532d"/></svg>`;
}

/** Gives the teachers photo row its group picture. */
export async function loadCatechismDemo(db: Db, store: FileStore): Promise<void> {
  const [photo] = await storeDrawings([teachersGroupSvg()], store);
  await db.update(boardMembers).set(photo).where(eq(boardMembers.title, BOARD_TITLE.teachersPhoto));
}
