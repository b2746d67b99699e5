// One word for one thing in the Malayalam UI (docs/decisions.md "One word for one thing"): WhatsApp,
// the coordinator, the priest's title, the genders, and a count of one in the singular.
import { readdirSync, readFileSync } from 'node:fs';
import { memberTexts } from '../i18n/member-texts.ts';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ml } from '../i18n/ml.ts';
import { en } from '../i18n/en.ts';
import { officeMessages } from '../features/office/messages.ts';
import { searchMessages } from '../features/search/messages.ts';
import { galleryMessages } from '../features/gallery/messages.ts';
import { catechismMessages } from '../features/catechism/messages.ts';
import { ageText } from '../lib/age-text.ts';

const web = join(__dirname, '..');
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}
const all = sources(web)
  .map((f) => readFileSync(f, 'utf8'))
  .join('\n');

describe('one word for one thing', () => {
  it('spells WhatsApp and coordinator one way', () => {
    // Every "whats…" word: വാട്സ്…, വാട്ട്സ്…, വാട്‌സ്… (not വാടക, rent).
    const whatsApp = new Set(all.match(/വാട്(?:ട്)?\u200C?സ[\u0D00-\u0D7F\u200C\u200D]*/gu));
    expect([...whatsApp].every((w) => w.startsWith('വാട്സ്ആപ്പ'))).toBe(true);
    expect(whatsApp.size).toBeGreaterThan(0);
    expect(all).not.toMatch(/കോ-?ഓർഡിനേ|കോ ഓർഡിനേ/u);
  });

  it("says the priest's title and the genders in the language of the screen", () => {
    expect(memberTexts.ml.priest).toBe('ഫാ.');
    expect(memberTexts.en.priest).toBe('Fr.');
    expect([memberTexts.ml.male, memberTexts.ml.female]).toEqual(['ആൺ', 'പെൺ']);
    expect([catechismMessages.ml.catechism.male, catechismMessages.ml.catechism.female]).toEqual(['ആൺ', 'പെൺ']);
  });

  it('counts one in the singular', () => {
    expect(officeMessages.ml.office.print.families(1)).toBe('1 കുടുംബം');
    expect(officeMessages.ml.office.print.families(3)).toBe('3 കുടുംബങ്ങൾ');
    expect(searchMessages.ml.search.count(1)).toBe('1 കുടുംബം കണ്ടെത്തി');
    expect(searchMessages.ml.search.memberCount(1)).toBe('1 അംഗം');
    expect(galleryMessages.ml.gallery.photoCount(1)).toBe('1 ചിത്രം');
  });

  it('shows a baby\'s age in months, never "0"', () => {
    const now = new Date('2026-11-29T06:00:00Z');
    expect(ageText({ age: 0, birthMonth: 6, birthDay: 20 }, memberTexts.ml, now)).toBe('5 മാസം');
    expect(ageText({ age: 0, birthMonth: null, birthDay: null }, memberTexts.ml, now)).toBe('ഒരു വയസ്സിൽ താഴെ');
    expect(ageText({ age: 7, birthMonth: null, birthDay: null }, memberTexts.ml, now)).toBe('7');
  });
});
