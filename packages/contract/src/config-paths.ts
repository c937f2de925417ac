/**
 * The calls of programmes and look-ups, schema-free: every signed-in screen reads the names, and the
 * list screen loads no validation code (config.ts re-exports them with the schemas).
 */

/** Programmes and look-ups (/config): every call needs the `config` permission. */
export const CONFIG_PATH = '/config';
export const CONFIG_PROGRAMMES_PATH = '/config/programmes';
export const CONFIG_SUB_PROGRAMMES_PATH = '/config/sub-programmes';
export const CONFIG_HISTORY_PATH = '/config/history';

/** The programmes and sub-programmes with their names in both languages, for every signed-in screen. */
export const PROGRAMME_NAMES_PATH = '/reference/programmes';

/** The office's look-up lists (OFFICE_LOOKUPS), by list: `/config/lookups/occupation`. */
export const CONFIG_LOOKUPS_PATH = '/config/lookups';
/** The look-up lists with their names in both languages, for every signed-in screen. */
export const LOOKUP_NAMES_PATH = '/reference/lookups';
