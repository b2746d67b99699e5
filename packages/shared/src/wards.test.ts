import { describe, expect, it } from 'vitest';
import { WARD_COUNT } from './constants.ts';
import { parseWardParam, shortWardName, WARDS } from './wards.ts';

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
});
