import { describe, expect, it } from 'vitest';
import { ageShown, counted, isPriestTitle, priestName } from './words.ts';

describe('counted', () => {
  it('says one in the singular and every other number in the plural', () => {
    expect(counted(1, 'കുടുംബം', 'കുടുംബങ്ങൾ')).toBe('1 കുടുംബം');
    expect(counted(0, 'കുടുംബം', 'കുടുംബങ്ങൾ')).toBe('0 കുടുംബങ്ങൾ');
    expect(counted(2, 'കുടുംബം', 'കുടുംബങ്ങൾ')).toBe('2 കുടുംബങ്ങൾ');
    expect(counted(12000, 'family', 'families', (n) => n.toLocaleString('en-IN'))).toBe('12,000 families');
  });
});

describe('priestName', () => {
  it("puts the screen's title before the name once, whatever was typed", () => {
    expect(priestName('ജോസഫ് പുത്തൻപുര', 'ഫാ.')).toBe('ഫാ. ജോസഫ് പുത്തൻപുര');
    expect(priestName('Fr. ജോസഫ്', 'ഫാ.')).toBe('ഫാ. ജോസഫ്');
    expect(priestName('ഫാ. ജോസഫ്', 'Fr.')).toBe('Fr. ജോസഫ്');
    expect(priestName('ഫാദർ തോമസ്', 'ഫാ.')).toBe('ഫാ. തോമസ്');
    expect(priestName('Frank', 'Fr.')).toBe('Fr. Frank');
  });
  it('is for the vicar and the former vicars only', () => {
    expect([1, 2, 9, 10].map(isPriestTitle)).toEqual([true, false, true, false]);
  });
});

describe('ageShown', () => {
  const today = { year: 2026, month: 11, day: 29 };
  it('is whole years from one year on', () => {
    expect(ageShown(1, 11, 30, today)).toEqual({ years: 1 });
    expect(ageShown(45, null, null, today)).toEqual({ years: 45 });
  });
  it('is the months since the birthday under one', () => {
    expect(ageShown(0, 6, 20, today)).toEqual({ months: 5 });
    expect(ageShown(0, 6, 30, today)).toEqual({ months: 4 });
    expect(ageShown(0, 11, 29, today)).toEqual({ months: 0 });
    expect(ageShown(0, 12, 1, today)).toEqual({ months: 11 });
  });
  it('is "under one" without a birthday', () => {
    expect(ageShown(0, null, null, today)).toEqual({ underOne: true });
  });
});

describe('the audit log and the directory in words', async () => {
  const { auditEntityLabel, auditRecordName } = await import('./audit-entities.ts');
  const { directoryHeaders } = await import('../office.ts');
  it('names every kind in Malayalam, the record by its name', () => {
    expect(auditEntityLabel('news', 'ml')).toBe('വാർത്ത');
    expect(auditEntityLabel('unknown_kind', 'ml')).toBe('രേഖ');
    expect(auditRecordName(null, { _id: 'x', name: 'ആന്റണി' })).toBe('ആന്റണി');
    expect(auditRecordName({ house: 'തെക്കേടത്ത്' }, null)).toBe('തെക്കേടത്ത്');
    expect(auditRecordName({ _id: 'x' }, null)).toBeNull();
  });
  it('names missing columns as the exported file heads them', () => {
    expect(directoryHeaders('ward, house, name', 'ml')).toBe('വാർഡ്, വീട്ടുപേര്, പേര്');
    expect(directoryHeaders('ward, house', 'en')).toBe('Ward, House');
  });
});
