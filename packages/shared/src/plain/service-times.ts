// The Mass and office times the admin keeps in the settings (`massTimes`, `officeHours`): lines of
// a label, the days as the parish says them ('ഞായർ', 'തിങ്കൾ – ശനി', 'ആദ്യ വെള്ളി'), and the times
// ('6:30, 8:30, 10:30', 'രാവിലെ 9:30 – വൈകിട്ട് 5:00'). Zod-free: the home page (first load) shows them.

export interface ServiceTimeLine {
  label: string;
  times: string;
}

/** Lines per list: a week's Masses fit, and the home page stays a page. */
export const SERVICE_TIME_LINES_MAX = 8;
export const SERVICE_LABEL_MAX = 40;
export const SERVICE_TIMES_MAX = 120;

// A clock time (6:30, 17.00), with a part of the day around it in Malayalam or English
// (രാവിലെ 6:30, 6:30 pm); a range joins two of them with a dash (9:30 – 12:30).
const CLOCK = String.raw`(?:[01]?\d|2[0-3])[:.][0-5]\d`;
const DAY_PART = String.raw`(?:[\u0D00-\u0D7F\u200C\u200D]+|[aApP]\.?[mM]\.?)`;
const TIME = String.raw`(?:${DAY_PART}\s+)?${CLOCK}(?:\s*${DAY_PART})?`;
const ITEM = String.raw`${TIME}(?:\s*[-–—]\s*${TIME})?`;
const TIMES = new RegExp(String.raw`^${ITEM}(?:\s*,\s*${ITEM})*$`, 'u');

/** True when `text` is clock times or ranges separated by commas ('6:30, 8:30', '9:30 – 12:30'). */
export function isTimesText(text: string): boolean {
  return TIMES.test(text.trim());
}
