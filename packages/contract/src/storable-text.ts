/**
 * What PostgreSQL text and JSON cannot hold: the NUL character, and half of a UTF-16 surrogate pair
 * (JSON's `"\ud800"` parses to one; text would store it as U+FFFD, an audit record's JSON refuses it).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: the NUL is what this looks for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const UNSTORABLE_ALL = new RegExp(UNSTORABLE.source, 'g');

/** A value carrying such a character is refused, never sent to the database. */
export const isStorableText = (value: string): boolean => !UNSTORABLE.test(value);

/** The text with each such character replaced by U+FFFD: for keeping a refused value where it is only shown. */
export const toStorableText = (value: string): string => value.replace(UNSTORABLE_ALL, '\uFFFD');
