import { describe, expect, it } from 'vitest';
import { dialNumber, displayPhone, isPhone, normalizePhone, telLink, whatsappLink } from './phone.ts';

const NB = '\u00a0';

describe('normalizePhone: as typed → E.164', () => {
  it.each([
    // Indian mobiles, as people type them
    ['9447044444', '+919447044444'],
    ['94470-44444', '+919447044444'],
    ['94470 44444', '+919447044444'],
    ['+91 94470-44444', '+919447044444'],
    ['+91-9447044444', '+919447044444'],
    ['+91 (944) 704.4444', '+919447044444'],
    ['919447044444', '+919447044444'],
    ['09447044444', '+919447044444'],
    ['0091 94470 44444', '+919447044444'],
    ['+91 094470 44444', '+919447044444'],
    ['  6282 123 456 ', '+916282123456'],
    // Indian landlines with their STD code
    ['0482 2230123', '+914822230123'],
    ['04822-230123', '+914822230123'],
    ['(0484) 2345678', '+914842345678'],
    ['+91 484 234 5678', '+914842345678'],
    ['011 2345 6789', '+911123456789'],
    // Abroad, with the country code
    ['+971 50 123 4567', '+971501234567'],
    ['00971 50 123 4567', '+971501234567'],
    ['+971 050 123 4567', '+971501234567'],
    ['+971 4 123 4567', '+97141234567'],
    ['+44 7911 123456', '+447911123456'],
    ['+44 (0)7911 123456', '+447911123456'],
    ['+1 (416) 555-0123', '+14165550123'],
    ['+1 604.555.0199', '+16045550199'],
    ['+61 412 345 678', '+61412345678'],
    ['+965 6123 4567', '+96561234567'],
    ['+974 3312 3456', '+97433123456'],
    ['+966 50 123 4567', '+966501234567'],
    ['+49 151 23456789', '+4915123456789'],
    ['+353 87 123 4567', '+353871234567'],
    ['+39 06 1234 5678', '+390612345678'],
    // already stored: unchanged
    ['+919447044444', '+919447044444'],
    ['+971501234567', '+971501234567'],
  ])('%s → %s', (typed, e164) => {
    expect(normalizePhone(typed)).toBe(e164);
    expect(normalizePhone(e164)).toBe(e164);
  });

  it.each([
    '',
    '   ',
    '12345',
    '5447012345',
    '4822230123',
    '94470123456',
    '94470123456789',
    '0482223012',
    'abcdefghij',
    '9447O44444',
    '9447044444 / 9447055555',
    '+91 12345',
    '+91 0123456789',
    '971501234567',
    '+971 50 123 45678',
    '+1 202 555 010',
    '+1 055 555 0100',
    '+44 79',
    '+0 123 4567',
    '+1234567890123456',
    '++919447044444',
    '94470 44444 ext 2',
    '9'.repeat(41),
  ])('refuses %j', (typed) => {
    expect(normalizePhone(typed)).toBeNull();
    expect(isPhone(typed)).toBe(false);
  });
});

describe('displayPhone: Indian mobiles as 10 digits, landlines with STD code, abroad with + and code', () => {
  it.each([
    ['+919447044444', '9447044444'],
    ['+914822230123', `0482${NB}2230123`],
    ['+911123456789', `011${NB}23456789`],
    ['+971501234567', `+971${NB}50${NB}123${NB}4567`],
    ['+447911123456', `+44${NB}791${NB}112${NB}3456`],
    ['+14165550123', `+1${NB}416${NB}555${NB}0123`],
    ['+97433123456', `+974${NB}3312${NB}3456`],
    // rows stored before migration 0003, and values it left alone
    ['9447044444', '9447044444'],
    ['919447044444', '9447044444'],
    ['04822230123', `0482${NB}2230123`],
    ['12345', '12345'],
  ])('%s → %j', (stored, shown) => {
    expect(displayPhone(stored)).toBe(shown);
  });
});

describe('dialling and WhatsApp (docs/product.md "Phones": +91 for India, no second 91, abroad as stored)', () => {
  it.each([
    ['+919447044444', 'tel:+919447044444', 'https://wa.me/919447044444'],
    ['9447044444', 'tel:+919447044444', 'https://wa.me/919447044444'],
    ['+914822230123', 'tel:+914822230123', 'https://wa.me/914822230123'],
    ['+971501234567', 'tel:+971501234567', 'https://wa.me/971501234567'],
    ['+447911123456', 'tel:+447911123456', 'https://wa.me/447911123456'],
    ['+14165550123', 'tel:+14165550123', 'https://wa.me/14165550123'],
  ])('%s', (stored, tel, wa) => {
    expect(telLink(stored)).toBe(tel);
    expect(whatsappLink(stored)).toBe(wa);
    expect(dialNumber(stored)).toBe(tel.slice(4));
  });

  it('builds a WhatsApp chat link with text', () => {
    expect(whatsappLink('+919447012345', 'ഹലോ')).toBe(`https://wa.me/919447012345?text=${encodeURIComponent('ഹലോ')}`);
  });

  it('dials a value no rule can read as its digits, keeping a plus it was written with', () => {
    expect(telLink('12345')).toBe('tel:12345');
    expect(telLink('+12 34')).toBe('tel:+1234');
  });
});
