// The privacy notice and the requests people make under India's DPDP Act (docs/product.md "Privacy
// notice", docs/product.md "Privacy requests"): zod-free, so the privacy screen and the office's
// queue can name the sections, kinds and due dates without loading zod.

/**
 * The notice's sections, in the order shown: what each field is for, who sees it, how to change or withdraw, the
 * rights, whom to contact.
 */
export const NOTICE_SECTIONS = ['purposes', 'audiences', 'choices', 'rights', 'contact'] as const;
export type NoticeSection = (typeof NOTICE_SECTIONS)[number];
/** The longest text of one section, in characters. */
export const NOTICE_SECTION_MAX = 6000;

/** What a person may ask for: a copy of what is held, a correction, erasure, or a grievance. */
export const PRIVACY_REQUEST_KINDS = ['access', 'correction', 'erasure', 'grievance'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

/** Where a request stands: waiting for the office, answered, or refused (with the reason in the answer). */
export const PRIVACY_REQUEST_STATUSES = ['open', 'answered', 'refused'] as const;
export type PrivacyRequestStatus = (typeof PRIVACY_REQUEST_STATUSES)[number];

/** The DPDP Rules give the parish 90 days to answer a request or a grievance. */
export const PRIVACY_ANSWER_DAYS = 90;
/** Requests one address may send in the rate limit's window (15 minutes). */
export const PRIVACY_REQUESTS_PER_WINDOW = 5;
/** Lengths of a request's fields. */
export const PRIVACY_REQUEST_TEXT_MAX = 2000;
export const PRIVACY_ANSWER_MAX = 4000;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The day a request received at `received` must be answered by. */
export function privacyDueDate(received: Date): Date {
  return new Date(received.getTime() + PRIVACY_ANSWER_DAYS * DAY_MS);
}
