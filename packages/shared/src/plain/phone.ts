// Phones (docs/decisions.md "Phones: E.164 everywhere, read without a phone library"):
// stored in one form, E.164 ("+919447044444", "+971501234567"). Indian numbers are
// accepted as people type them and shown as 10 digits; numbers abroad need their country code and
// keep it when shown. One file for both sides, small on purpose: the web bundle carries it.
import { COUNTRY_CODE } from './constants.ts';

/** Digits of a phone number as typed ("+91 94470-12345" → "919447012345"). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** E.164: at most 15 digits after the plus (ITU-T E.164, its section 6). */
const E164_MAX_DIGITS = 15;
/** Longer input is not a phone number someone typed. */
const TYPED_MAX_LENGTH = 40;

/** Country codes are prefix-free: 1 and 7 are one digit, these are two, every other one is three. */
const TWO_DIGIT_CODES = new Set([
  '20',
  '27',
  '30',
  '31',
  '32',
  '33',
  '34',
  '36',
  '39',
  '40',
  '41',
  '43',
  '44',
  '45',
  '46',
  '47',
  '48',
  '49',
  '51',
  '52',
  '53',
  '54',
  '55',
  '56',
  '57',
  '58',
  '60',
  '61',
  '62',
  '63',
  '64',
  '65',
  '66',
  '81',
  '82',
  '84',
  '86',
  '90',
  '91',
  '92',
  '93',
  '94',
  '95',
  '98',
]);

/**
 * National number lengths [min, max] of the countries parish families live in; other countries
 * get DEFAULT_NATIONAL and the E.164 maximum.
 */
const NATIONAL_LENGTHS: Record<string, readonly [number, number]> = {
  '1': [10, 10],
  '7': [10, 10],
  '27': [9, 9],
  '31': [9, 9],
  '32': [8, 9],
  '33': [9, 9],
  '34': [9, 9],
  '39': [6, 11],
  '41': [9, 9],
  '44': [9, 10],
  '49': [7, 13],
  '60': [9, 10],
  '61': [9, 9],
  '63': [8, 10],
  '64': [8, 10],
  '65': [8, 8],
  '66': [8, 9],
  '81': [9, 10],
  '82': [8, 10],
  '86': [10, 11],
  '92': [9, 10],
  '94': [9, 9],
  '353': [7, 9],
  '880': [10, 10],
  '965': [8, 8],
  '966': [9, 9],
  '968': [8, 8],
  '971': [8, 9],
  '972': [8, 9],
  '973': [8, 8],
  '974': [8, 8],
  '977': [8, 10],
};
const DEFAULT_NATIONAL_MIN = 6;

function countryCodeOf(digits: string): string {
  if (digits.startsWith('1') || digits.startsWith('7')) return digits.slice(0, 1);
  return TWO_DIGIT_CODES.has(digits.slice(0, 2)) ? digits.slice(0, 2) : digits.slice(0, 3);
}

/** An Indian national number: 10 digits, not starting with 0 (mobiles start 6–9, landlines carry their STD code). */
const INDIAN_NATIONAL = /^[1-9]\d{9}$/;
const INDIAN_MOBILE = /^[6-9]\d{9}$/;

/** Digits after a country code (no plus) → E.164, or null when the lengths do not fit that country. */
function international(digits: string): string | null {
  if (digits.startsWith('0')) return null;
  const code = countryCodeOf(digits);
  // A trunk 0 written after the code ("+971 050 …", "+44 07911 …") is not dialled from abroad;
  // Italy keeps the 0 of its landlines.
  let national = digits.slice(code.length);
  if (national.startsWith('0') && code !== '39') national = national.slice(1);
  if (code === COUNTRY_CODE) return INDIAN_NATIONAL.test(national) ? `+${code}${national}` : null;
  const [min, max] = NATIONAL_LENGTHS[code] ?? [DEFAULT_NATIONAL_MIN, E164_MAX_DIGITS - code.length];
  if (national.length < min || national.length > max || code.length + national.length > E164_MAX_DIGITS) return null;
  if (code === '1' && !/^[2-9]\d{2}[2-9]/.test(national)) return null; // NANP area and exchange codes start 2–9
  return `+${code}${national}`;
}

/**
 * A phone number as typed → E.164, or null when it is not one. Indian numbers in any usual form
 * (9447044444, +91 94470-44444, 919447044444, 09447044444, landline 0482 2230123); a number
 * abroad with its country code after + or 00 (+971 50 123 4567, 00971 50 123 4567, +44 (0)7911 123456).
 * Spaces, dashes, dots and brackets are ignored; letters and other signs are refused.
 */
export function normalizePhone(typed: string): string | null {
  const text = typed.trim();
  if (text.length === 0 || text.length > TYPED_MAX_LENGTH) return null;
  if (!/^\+?[\d\s().-]+$/.test(text)) return null;
  // "+44 (0)7911 …": the bracketed 0 is the trunk prefix, never dialled with the country code.
  const digits = phoneDigits(text.replace(/\(0\)/, ''));
  if (text.startsWith('+')) return international(digits);
  if (digits.startsWith('00')) return international(digits.slice(2));
  if (INDIAN_MOBILE.test(digits)) return `+${COUNTRY_CODE}${digits}`;
  if (/^0\d{10}$/.test(digits) && INDIAN_NATIONAL.test(digits.slice(1))) return `+${COUNTRY_CODE}${digits.slice(1)}`;
  if (digits.length === 12 && digits.startsWith(COUNTRY_CODE) && INDIAN_NATIONAL.test(digits.slice(2)))
    return `+${digits}`;
  // Anything else without + or 00 is ambiguous (a mistyped mobile, or a foreign number without its code).
  return null;
}

export function isPhone(typed: string): boolean {
  return normalizePhone(typed) !== null;
}

/**
 * What to dial: the E.164 form. A stored value no rule can read (left as it was by migration
 * 0003) is dialled as its digits, with the plus it was written with.
 */
export function dialNumber(phone: string): string {
  return normalizePhone(phone) ?? `${phone.trim().startsWith('+') ? '+' : ''}${phoneDigits(phone)}`;
}

/** Non-breaking space: a number is never split over two lines. */
const NBSP = '\u00a0';

/** "416 555 0123", "50 123 4567", "3312 3456": the last 4 digits, 3 before them, the rest in front. */
function groupNational(national: string): string {
  if (national.length <= 8)
    return national.length > 4 ? `${national.slice(0, -4)}${NBSP}${national.slice(-4)}` : national;
  return [national.slice(0, -7), national.slice(-7, -4), national.slice(-4)].join(NBSP);
}

/** STD codes of two digits (metros); every other Indian landline is shown with a 3-digit code split off. */
const TWO_DIGIT_STD = /^(11|20|22|33|40|44)/;

/**
 * How a phone number is shown: an Indian mobile as its 10 digits (9447044444); an Indian landline
 * with its trunk 0 and STD code (0482 2230123); a number abroad with its plus and country code
 * (+971 50 123 4567). A value no rule can read is shown as stored.
 */
export function displayPhone(phone: string): string {
  const e164 = normalizePhone(phone);
  if (!e164) return phone.trim();
  const digits = e164.slice(1);
  const code = countryCodeOf(digits);
  const national = digits.slice(code.length);
  if (code === COUNTRY_CODE) {
    if (INDIAN_MOBILE.test(national)) return national;
    const std = TWO_DIGIT_STD.test(national) ? 2 : 3;
    return `0${national.slice(0, std)}${NBSP}${national.slice(std)}`;
  }
  return `+${code}${NBSP}${groupNational(national)}`;
}

export function telLink(phone: string): string {
  return `tel:${dialNumber(phone)}`;
}

/** wa.me takes the international number as digits, without the plus. */
export function whatsappLink(phone: string, text?: string): string {
  const number = phoneDigits(dialNumber(phone));
  return `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
