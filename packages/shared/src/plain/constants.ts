// Business constants of the parish site. Each points at the docs/product.md heading that gives it.

/** docs/product.md "Business constants": the parish has 21 wards. */
export const WARD_COUNT = 21;
/** docs/product.md "Validation" and "Business constants": catechism grades 0 (Bible pre-school) to 12. */
export const GRADE_MIN = 0;
export const GRADE_MAX = 12;
/** Every grade, 0 (the Bible pre-school) to 12. */
export const GRADES: readonly number[] = Array.from({ length: GRADE_MAX - GRADE_MIN + 1 }, (_, i) => GRADE_MIN + i);
/** docs/product.md "Validation": the blood groups a member may have. */
export const BLOOD_GROUPS = ['A+', 'A-', 'B+', 'B-', 'O+', 'O-', 'AB+', 'AB-'] as const;
export type BloodGroup = (typeof BLOOD_GROUPS)[number];

/** docs/product.md "Board member record": board title codes. */
export const BOARD_TITLE = {
  vicar: 1,
  coordinator: 2,
  treasurer: 3,
  wardCommittee: 4,
  parishCouncillor: 5,
  classTeacher: 6,
  secretary: 7,
  dedicated: 8,
  formerVicar: 9,
  convent: 10,
  councilSecretary: 11,
  caretaker: 12,
  teachersPhoto: 13,
} as const;
export type BoardTitle = (typeof BOARD_TITLE)[keyof typeof BOARD_TITLE];
export const BOARD_TITLES = Object.values(BOARD_TITLE) as BoardTitle[];
/** docs/product.md "Permissions by role": board titles only admins may read. */
export const ADMIN_ONLY_BOARD_TITLES: readonly BoardTitle[] = [BOARD_TITLE.caretaker, BOARD_TITLE.teachersPhoto];

/** docs/product.md "Contact record": contact types 1 to 6 (public local centres). */
export const CONTACT_TYPES = ['1', '2', '3', '4', '5', '6'] as const;

/** docs/product.md "Business constants": a ward page shows about a sixth of the ward's houses per page. */
export const WARD_PAGES = 6;
/** docs/product.md "Business constants": infinite scroll and the home gallery preview trigger, in px. */
export const SCROLL_TRIGGER_PX = 100;
/** docs/product.md "Validation" and "Business constants": search needs at least 3 characters. */
export const SEARCH_MIN_CHARS = 3;
/** docs/product.md "Validation" and "Business constants": blood search age bracket. */
export const BLOOD_AGE_MIN = 0;
export const BLOOD_AGE_MAX = 80;
export const BLOOD_AGE_DEFAULT = { start: 18, end: 60 } as const;
/** Member ages accepted by the server. */
export const MEMBER_AGE_MAX = 120;
/** docs/product.md "Business constants": departed page size. */
export const DEPARTED_PAGE_SIZE = 12;
/** docs/product.md "Errors" and "Business constants": the rate-limit window. */
export const RATE_LIMIT_WINDOW_MS = 15 * 60 * 1000;

/**
 * Hours in which a logged-in user may still correct what they created (their news, a family and
 * its members, a student); afterwards, and for everything else, only an admin (docs/product.md "Permissions by role").
 */
export const OWN_WRITE_HOURS = 24;
/** docs/product.md "Toasts" and "Business constants": toasts close after 3 s. */
export const TOAST_MS = 3000;
/** docs/product.md "Phones" and "Business constants": the country code phones are dialled with. */
export const COUNTRY_CODE = '91';
/** docs/product.md "Business constants": swipe thresholds and hint suppression. */
export const SWIPE_HINT_DISMISS_PX = 50;
export const SWIPE_CHANGE_PX = 100;
export const SWIPE_HINT_SUPPRESS_MS = 7 * 24 * 60 * 60 * 1000;
/** docs/product.md "Business constants": ads. */
export const BANNER_AD_COUNT = 18;
export const VIDEO_AD_DURATIONS_S = [10, 20, 20, 20, 30] as const;
/**
 * Ad popup (docs/product.md "Advertisements" and "Business constants"): 15 s plus a random amount up to 30 s of focused
 * time after the first click.
 */
export const AD_POPUP_DELAY_MIN_MS = 15_000;
export const AD_POPUP_DELAY_RANDOM_MS = 30_000;
/** The countdown shown on the popup, and when its Skip Ad button appears. */
export const AD_COUNTDOWN_S = 5;
export const AD_SKIP_AFTER_S = 5;
/** The popup closes by itself this long after its video's duration. */
export const AD_CLOSE_AFTER_DURATION_S = 1;
/** A video ad lasts 10 to 30 s (checked from the uploaded file). */
export const VIDEO_AD_MIN_S = 10;
export const VIDEO_AD_MAX_S = 30;
/** Banner pictures are shown in a slot of this width : height (960×240 in the demo). */
export const BANNER_ASPECT = 4;
/** Counter calls (POST /api/ads/events) one IP may make in the rate-limit window. */
export const AD_EVENTS_RATE_MAX = 300;
/** docs/product.md "Business constants": the map on the address page. */
export const MAP_ZOOM = 10;
/** docs/product.md "Validation" and "Business constants": history and FAQ text zoom, in rem. */
export const ZOOM = { start: 0.95, min: 1, max: 1.5, step: 0.1 } as const;

/** Largest upload accepted by the photo pipeline. */
export const MAX_UPLOAD_BYTES = 15 * 1024 * 1024;
/** Largest audio and video uploads: a long homily, a short clip. */
export const MAX_AUDIO_UPLOAD_BYTES = 30 * 1024 * 1024;
export const MAX_VIDEO_UPLOAD_BYTES = 200 * 1024 * 1024;

/** Members a family may be created with in one request (POST /api/houses). */
export const HOUSE_MEMBERS_MAX = 40;

/** Gallery events a page of GET /api/events holds. */
export const EVENTS_PAGE_SIZE = 24;
/** Photos the gallery's upload screen sends at a time. */
export const GALLERY_UPLOAD_CONCURRENCY = 3;
/**
 * docs/product.md "Business constants": the week's birthdays are shown with 200 confetti pieces, tweened in over 5000
 * ms.
 */
export const CONFETTI_PIECES = 200;
export const CONFETTI_TWEEN_MS = 5000;
/** News items a page. */
export const NEWS_PAGE_SIZE = 10;
/** docs/product.md "In the browser": the push prompt's state in localStorage. */
export const PUSH_KEY = 'pushKey';

/**
 * A directory file is read to these limits and no further (docs/decisions.md, "Files read through
 * libraries, with bounded memory"): 20,000 member rows is five times the demo parish and above the
 * largest parishes of the diocese; the server keeps every row of a file while it checks them.
 */
export const IMPORT_MAX_ROWS = 20_000;
/** Cells in a row: the directory has 17 columns; a sheet may carry notes beside them. */
export const IMPORT_MAX_CELLS = 64;
/** Characters in a cell: no member field takes more than 160. */
export const IMPORT_MAX_CELL_CHARS = 1000;
/** What the parts of an XLSX file read (workbook, shared strings, the sheet) may inflate to. */
export const IMPORT_MAX_INFLATED_BYTES = 50 * 1024 * 1024;
/** The longest a file is read for; 20,000 rows take about a second. */
export const IMPORT_MAX_SECONDS = 10;
