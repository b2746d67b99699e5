import { describe, expect, it } from 'vitest';
import { WARD_COUNT } from './constants.ts';
import { parseWardParam, shortWardName, wardKeyWord, WARDS } from './wards.ts';

describe('wards', () => {
  it('are 21, numbered in order, named in Malayalam', () => {
    expect(WARDS).toHaveLength(WARD_COUNT);
    expect(WARDS.map((w) => w.number)).toEqual(Array.from({ length: 21 }, (_, i) => i + 1));
    for (const w of WARDS) expect(w.name).toMatch(/^[\u0D00-\u0D7F\s]+$/);
  });
  it('parse only 1–21 from a route', () => {
    expect(parseWardParam('1')).toBe(1);
    expect(parseWardParam('21')).toBe(21);
    for (const bad of ['0', '22', 'abc', '1.5', '', undefined, '-1', '007']) expect(parseWardParam(bad)).toBeNull();
  });
  it('are cut to their first two words in the drawer', () => {
    expect(shortWardName('സെന്റ് ജോസഫ് കുടുംബ യൂണിറ്റ്')).toBe('സെന്റ് ജോസഫ്');
  });
  it("are told apart by a key word beside their number: no two wards share one, and no saint's title is one", () => {
    const words = WARDS.map((w) => wardKeyWord(w.name));
    expect(new Set(words).size).toBe(WARD_COUNT);
    expect(words).not.toContain('വിശുദ്ധ');
    expect(words).not.toContain('സെന്റ്');
    expect(wardKeyWord('വിശുദ്ധ അൽഫോൻസാ കുടുംബ യൂണിറ്റ്')).toBe('അൽഫോൻസാ');
    expect(wardKeyWord('ലൂർദ് മാതാ കുടുംബ യൂണിറ്റ്')).toBe('ലൂർദ്');
  });
});
