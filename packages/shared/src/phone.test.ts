import { describe, expect, it } from 'vitest';
import { dialNumber, displayPhone, isIndianPhone, telLink, whatsappLink } from './phone.ts';

describe('isIndianPhone', () => {
  it.each(['9447012345', '+91 94470 12345', '919447012345', '09447012345', '0482-2230123', '04822230123'])('accepts %s', (p) => {
    expect(isIndianPhone(p)).toBe(true);
  });
  it.each(['12345', '5447012345', '94470123456789', 'abcdefghij', '+1 202 555 0100', ''])('refuses %s', (p) => {
    expect(isIndianPhone(p)).toBe(false);
  });
});

describe('dialling (spec §1: +91, and no second 91 on a longer number)', () => {
  it('prefixes a 10-digit number with +91', () => {
    expect(dialNumber('9447012345')).toBe('+919447012345');
    expect(telLink('94470 12345')).toBe('tel:+919447012345');
  });
  it('gives a number of more than 10 digits a plus and no extra 91', () => {
    expect(dialNumber('919447012345')).toBe('+919447012345');
    expect(displayPhone('919447012345')).toBe('+919447012345');
    expect(displayPhone('9447012345')).toBe('9447012345');
  });
  it('drops a trunk 0 before a 10-digit number', () => {
    expect(dialNumber('04822230123')).toBe('+914822230123');
    // …and shows such a landline as written, without a plus.
    expect(displayPhone('04822230123')).toBe('04822230123');
  });
  it('builds a WhatsApp chat link with text', () => {
    expect(whatsappLink('9447012345', 'ഹലോ')).toBe(`https://wa.me/919447012345?text=${encodeURIComponent('ഹലോ')}`);
  });
});
