import { COUNTRY_CODE } from './constants.ts';

/** Digits of a phone number as typed ("+91 94470-12345" → "919447012345"). */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/**
 * Indian phone formats accepted on entry: a 10-digit mobile starting 6–9, optionally with +91/91/0
 * before it, or a landline with STD code (0 + 2–4 digit code + number, 10–11 digits in all).
 */
export function isIndianPhone(phone: string): boolean {
  if (!/^[+\d][\d\s-]*$/.test(phone.trim())) return false;
  const digits = phoneDigits(phone);
  if (/^(91|0)?[6-9]\d{9}$/.test(digits)) return true;
  return /^0\d{9,10}$/.test(digits);
}

/**
 * Spec §1: numbers are dialled with +91; a number of more than 10 digits already carries its
 * country code, so it gets a plus and no second 91.
 */
export function dialNumber(phone: string): string {
  const digits = phoneDigits(phone).replace(/^0(?=\d{10}$)/, '');
  return digits.length > 10 ? `+${digits}` : `+${COUNTRY_CODE}${digits}`;
}

/**
 * How a phone number is shown: more than 10 digits gets a plus, otherwise as stored. A landline
 * written with its trunk 0 (0482 2230123, 11 digits) carries no country code: no plus for it.
 */
export function displayPhone(phone: string): string {
  const digits = phoneDigits(phone);
  return digits.length > 10 && !digits.startsWith('0') ? `+${digits}` : digits;
}

export function telLink(phone: string): string {
  return `tel:${dialNumber(phone)}`;
}

export function whatsappLink(phone: string, text?: string): string {
  const number = dialNumber(phone).slice(1);
  return `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}
