import { describe, expect, it } from 'vitest';
import { BLOOD_GROUPS, BOARD_TITLES, WARD_COUNT } from '@parish/shared/plain/constants';
import { MemberInputSchema } from '@parish/shared/members';
import { normalizePhone } from '@parish/shared/plain/phone';
import { SettingsUpdateSchema } from '@parish/shared/settings';
import { generateParish } from './generate.ts';

const today = new Date(2026, 10, 21); // a Saturday
const parish = generateParish({ today });
const members = parish.houses.flatMap((h) => h.members);

describe('the demo parish', () => {
  it('is the same for the same seed', () => {
    expect(generateParish({ today })).toEqual(parish);
    expect(generateParish({ today, seed: 7 }).houses[0]).not.toEqual(parish.houses[0]);
  });

  it('has about 800 houses and 3,500 members over all 21 wards', () => {
    expect(parish.houses.length).toBeGreaterThan(750);
    expect(parish.houses.length).toBeLessThan(850);
    expect(members.length).toBeGreaterThan(3200);
    expect(members.length).toBeLessThan(4000);
    expect(new Set(parish.houses.map((h) => h.ward)).size).toBe(WARD_COUNT);
  });

  it('has exactly one head per house and members valid for the API', () => {
    for (const h of parish.houses) expect(h.members.filter((m) => m.HOH)).toHaveLength(1);
    for (const m of members.slice(0, 500)) expect(MemberInputSchema.safeParse(m).success).toBe(true);
  });

  it('writes names in Malayalam script and English', () => {
    expect(members.every((m) => /[\u0D00-\u0D7F]/.test(m.name))).toBe(true);
    expect(members.every((m) => /^[A-Za-z .']+$/.test(m.nameEng))).toBe(true);
    expect(parish.houses.every((h) => /[\u0D00-\u0D7F]/.test(h.house))).toBe(true);
  });

  it('fills every member field plausibly', () => {
    expect(members.every((m) => m.origin.split(',').length === 2)).toBe(true);
    // Phones are E.164: Indian mobiles, and the numbers of the country for members abroad.
    const phones = members.filter((m) => m.phone);
    expect(phones.every((m) => normalizePhone(m.phone) === m.phone)).toBe(true);
    const foreign = phones.filter((m) => !m.phone.startsWith('+91'));
    expect(foreign.every((m) => !['ഇടവകയിൽ', 'ബാംഗ്ലൂർ', 'എറണാകുളം', 'ഡൽഹി'].includes(m.location))).toBe(true);
    expect(foreign.length).toBeGreaterThan(150);
    expect(new Set(foreign.map((m) => m.phone.slice(0, 4)))).toEqual(
      new Set(['+971', '+447', '+141', '+164', '+190', '+160', '+140', '+178', '+161', '+614', '+965', '+491']),
    );
    expect(
      parish.contacts.every(
        (c) => normalizePhone(c.phone) === c.phone && (c.altPhone === '' || normalizePhone(c.altPhone) === c.altPhone),
      ),
    ).toBe(true);
    expect(parish.board.every((b) => b.phone === '' || normalizePhone(b.phone) === b.phone)).toBe(true);
    const o = members.filter((m) => m.blood === 'O+').length / members.length;
    expect(o).toBeGreaterThan(0.3);
    expect(o).toBeLessThan(0.45);
    expect(new Set(members.map((m) => m.blood))).toEqual(new Set(BLOOD_GROUPS));
  });

  it('has board members of all 13 titles: a committee per ward, a teacher per grade, former vicars', () => {
    expect(new Set(parish.board.map((b) => b.title))).toEqual(new Set(BOARD_TITLES));
    expect(new Set(parish.board.filter((b) => b.title === 4).map((b) => b.ward)).size).toBe(WARD_COUNT);
    expect(
      parish.board
        .filter((b) => b.title === 6)
        .map((b) => b.grade)
        .sort((a, b) => a! - b!),
    ).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    // Every former vicar has 'start - end' years, but for one old record of free text.
    expect(
      parish.board.filter((b) => b.title === 9 && !/^\d{4} - \d{4}$/.test(b.duration)).map((b) => b.duration),
    ).toEqual(['പത്തൊമ്പതാം നൂറ്റാണ്ട്']);
    const convent = parish.board.filter((b) => b.title === 10);
    expect(convent.some((b) => b.isCurrent) && convent.some((b) => !b.isCurrent)).toBe(true);
  });

  it('has students with birthdays in the current week', () => {
    expect(parish.students).toHaveLength(300);
    const week = new Set(['11-16', '11-17', '11-18', '11-19', '11-20', '11-21', '11-22']);
    expect(parish.students.filter((s) => week.has(`${s.birthMonth}-${s.birthDay}`)).length).toBeGreaterThanOrEqual(7);
  });

  it("gives the students birthdays in India's current week, in every grade, across the new year too", () => {
    // Sunday 28 December 2025, 20:00 UTC, is already Monday the 29th in India.
    const late = generateParish({ today: new Date(Date.UTC(2025, 11, 28, 20, 0)) });
    const week = new Set(['12-29', '12-30', '12-31', '1-1', '1-2', '1-3', '1-4']);
    const born = late.students.filter((s) => week.has(`${s.birthMonth}-${s.birthDay}`));
    expect(new Set(born.map((s) => s.grade)).size).toBe(13);
    expect(born.some((s) => s.birthMonth === 1) && born.some((s) => s.birthMonth === 12)).toBe(true);
  });

  it('has the rest of the parish: contacts, news, events, history, departed, FAQ, messages, ads', () => {
    expect(new Set(parish.contacts.map((c) => c.type))).toEqual(new Set(['1', '2', '3', '4', '5', '6']));
    expect(parish.contacts.every((c) => c.nameInEng.includes('/'))).toBe(true);
    expect(parish.events.length).toBeGreaterThanOrEqual(6);
    expect(parish.events.every((e) => e.images >= 8 && e.images <= 20)).toBe(true);
    expect(parish.events.at(-1)?.images).toBe(20);
    expect(parish.history.split('##').length).toBeGreaterThan(2);
    expect(parish.departed).toHaveLength(40);
    expect(parish.faq.length).toBeGreaterThanOrEqual(10);
    expect(new Set(parish.sandesham.map((s) => s.fileType))).toEqual(new Set(['audio', 'video']));
    expect(parish.bannerAds).toHaveLength(18);
    expect(parish.videoAds.map((v) => v.duration)).toEqual([10, 20, 20, 20, 30]);
  });

  it('has Mass and office times the settings accept', () => {
    expect(parish.serviceTimes.massTimes.length).toBeGreaterThan(0);
    expect(parish.serviceTimes.officeHours.length).toBeGreaterThan(0);
    expect(SettingsUpdateSchema.safeParse(parish.serviceTimes).success).toBe(true);
  });

  it('scales to a large parish for benchmarks', () => {
    const large = generateParish({ members: 20_000, today });
    const n = large.houses.reduce((s, h) => s + h.members.length, 0);
    expect(n).toBeGreaterThan(18_000);
    expect(n).toBeLessThan(22_000);
  });
});
