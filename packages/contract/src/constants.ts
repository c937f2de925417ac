/** Business constants and limits of spec §9. */
export const PAGE_SIZE = 15;
export const INFINITE_SCROLL_THRESHOLD_PX = 50;
export const SEARCH_DEBOUNCE_MS = 500;
export const MOBILE_DIGITS = 10;
export const AADHAAR_DIGITS = 4;
export const PINCODE_DIGITS = 6;
export const FIRST_NAME_MIN = 3;
export const MIN_PASSING_YEAR = 1900;
export const MIN_PASSWORD_LENGTH = 6;
/** Caps hashing work per request (denial of service); far above any real password. */
export const MAX_PASSWORD_LENGTH = 256;
/** A password an administrator set (a new member, a reset) signs in this long; then it must be reset again. */
export const TEMPORARY_PASSWORD_HOURS = 72;
export const SUCCESS_DIALOG_MS = 1500;
/** How long the page offers Undo after a deleted enrolment's answer arrives. */
export const UNDO_WINDOW_MS = 8000;
/**
 * What the server adds to the undo window for the link: the delete's answer and the restore's request
 * each cross it, on a slow mobile link in a few seconds. A restore later than both is refused.
 */
export const UNDO_NETWORK_GRACE_MS = 4000;
/** Deletions of one enrolment by one user within an hour; the next is refused until the hour moves on. */
export const ENROLMENT_DELETES_PER_HOUR = 10;
export const DISPLAY_NAME_MAX = 20;
export const SESSION_RECHECK_MS = 3_600_000;
export const ACTIVE_STATUS_ID = 1;
export const KARNATAKA_STATE_ID = 1;
export const SUB_PROGRAM_WITHOUT_EDUCATION = 5;
export const SUB_PROGRAM_MUTUAL_FUND = 1;
export const EDUCATION_LEVELS_WITHOUT_INSTITUTION = [1, 8] as const;
export const MENU_WIDTH_COLLAPSED = 80;
export const MENU_WIDTH_EXPANDED = 256;
export const LOGO_WIDTH = 200;
/**
 * The largest file each format may be, fitted to the row limit: 50,000 rows of the template's columns
 * are 13 to 16 MB as Excel 97 .xls (fixed-size records) and about 8.5 MB as .xlsx (zipped XML). The
 * browser's memory while reading is the real limit: a 50,000-row .xls takes its tab to about 1 GB
 * (bench/README.md), and a file is read whole before its rows are counted, so the limits stay close
 * above what 50,000 rows need.
 */
export const UPLOAD_MAX_BYTES = { xlsx: 16 * 1024 * 1024, xls: 20 * 1024 * 1024 } as const;
export const UPLOAD_MAX_ROWS = 50_000;
/**
 * The deepest page served by offset (spec §6's `offset`): past it a page goes by `cursor`, which costs
 * what the first page does, as the web's list does. A deep offset is read row by row to be skipped.
 */
export const LIST_MAX_OFFSET = 10_000;
/** A list or count statement stops after this long (PostgreSQL), and the caller is told to narrow it. */
export const LIST_STATEMENT_TIMEOUT_MS = 3_000;
/**
 * List and count calls one user may have running at once, over every process (the list asks for a
 * page and its total together, and the next page while the user scrolls); more answer 429 `listBusy`.
 */
export const LIST_CALLS_PER_USER = 4;
/** Exports running at once, in all (every process of the database) and in one process. */
export const EXPORTS_AT_ONCE = { total: 4, perProcess: 1 } as const;
export const SEARCH_MAX_LENGTH = 100;
export const TEXT_MAX_LENGTH = 200;
export const ADDRESS_MAX_LENGTH = 500;
