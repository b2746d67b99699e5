import { expect, it } from 'vitest';
import { isTimesText } from './service-times.ts';

it('takes clock times and ranges separated by commas, with a part of the day in Malayalam or English', () => {
  for (const text of [
    '6:30',
    '6:30, 8:30, 10:30',
    '17.00',
    'രാവിലെ 6:30, വൈകിട്ട് 5:30',
    '6:30 am, 7:00 pm',
    '6:30am',
    '9:30 – 12:30, 14:00–17:00',
    'രാവിലെ 9:30 - ഉച്ചയ്ക്ക് 1:00',
    ' 7:00 ',
  ]) {
    expect(isTimesText(text), text).toBe(true);
  }
});

it('refuses words without a time, impossible times and other separators', () => {
  for (const text of [
    '',
    'കുർബാനയ്ക്ക് ശേഷം',
    '25:00',
    '6:60',
    '6',
    '6:30; 8:30',
    '6:30,, 8:30',
    '6:30 and 8:30',
    '<b>6:30</b>',
    '6:30,',
  ]) {
    expect(isTimesText(text), text).toBe(false);
  }
});
