import { type SQL, sql } from 'drizzle-orm';
import { arrayParam } from '../../db/client.ts';
import { kannadaToLatin } from './kannada-latin.ts';
import { searchDigits } from './search-digits.ts';

/** The trigram index serves fragments of three characters or more; the digit grams four digits. */
const TRIGRAM = 3;
const DIGIT_GRAM = 4;

/**
 * How the search box's text is looked for (spec: any part of first, last or full name, mobile,
 * Aadhaar last 4 digits, pincode; decisions 004 and 013):
 * - `none`: no text;
 * - `walk`: too short for any index (words of 1–2 characters, 3 digits): newest rows first, filtered,
 *   which finds such common fragments at once;
 * - `name`: anything not a number can only be in the name (the other fields are digits only): each
 *   word anywhere in the name's Latin form, in any order;
 * - `digits`: 4 digits or more, through the 4-digit grams of mobile, Aadhaar and pincode (and the
 *   name, which may hold digits too).
 * `filter` is the exact matches. A name search also has `near`: the rows, not among the exact ones,
 * where each word is in the name or spelt nearly so (trigram word similarity), listed after them.
 * `any` is both (the total and the export).
 */
export type SearchPlan = { kind: 'none' } | { kind: 'walk' | 'name' | 'digits'; filter: SQL; near?: SQL; any: SQL };

/** Lower-cased, spaces folded. */
function searchFragment(search: string | undefined): string {
  return (search ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
}

/** LIKE's own characters escaped: `50%_off\` matches literally. */
const likePattern = (fragment: string) => `%${fragment.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Every run of 4 digits, as the number the index holds (`beneficiary_digit_grams`, migration 0004). */
function digitGrams(digits: string): number[] {
  const grams = new Set<number>();
  for (let i = 0; i + DIGIT_GRAM <= digits.length; i++) grams.add(Number(digits.slice(i, i + DIGIT_GRAM)));
  return [...grams];
}

/** A word still being typed in Kannada ends on a bare consonant or a ಂ: its vowel is still to come. */
const UNFINISHED_KANNADA = /(?:[\u0C95-\u0CB9\u0CDE]\u0CBC?|\u0C82)$/;

/**
 * The words of a search in the Latin letters names are matched in (`name_latin`), each once. A
 * Kannada word loses the vowel its last letter would have on its own: ಯಶ is typed on the way to
 * ಯಶೋದಾ, and ಮಂಜುನಾಥ is written Manjunath as often as Manjunatha.
 */
export function searchWords(fragment: string): string[] {
  const words = fragment.split(' ').map((word) => {
    const latin = kannadaToLatin(word);
    return UNFINISHED_KANNADA.test(word) ? latin.slice(0, -1) : latin;
  });
  return [...new Set(words.filter(Boolean))];
}

/**
 * A word is spelt nearly when it has three letters and no digit: "kumar12" is not a spelling of
 * "kumar13" (a number in a name is exact or nothing).
 */
const mayBeSpelt = (word: string) => !/\p{N}/u.test(word) && (word.match(/\p{L}/gu)?.length ?? 0) >= TRIGRAM;

/** pg_trgm.word_similarity_threshold as the extension ships it: what `<%` holds a near word to. */
export const NEAR_THRESHOLD = 0.6;

/**
 * Trigrams of a word of which a name nearly holding it holds at least one. Word similarity is at
 * most the share of the word's trigrams (pg_trgm's: padded with two spaces before, one after) that
 * the name has, so a name missing more than (1 - threshold) of them is not near; any one more than
 * that many, chosen among those inside the word, must be in it. Checking them with LIKE first spares
 * computing the similarity for most rows a window reads. Plain a-z words only: pg_trgm's trigrams
 * of other text depend on what it takes for a letter.
 */
export function nearGate(word: string): string[] {
  if (!/^[a-z]+$/.test(word)) return [];
  const padded = `  ${word} `;
  const trigrams = new Set<string>();
  for (let i = 0; i + TRIGRAM <= padded.length; i++) trigrams.add(padded.slice(i, i + TRIGRAM));
  // the least count a near name shares, rounded down a hair so a float never makes it one too many
  const missing = trigrams.size - Math.ceil(NEAR_THRESHOLD * trigrams.size - 1e-9);
  const inside = [...trigrams].filter((t) => !t.includes(' '));
  return inside.length > missing ? inside.slice(0, missing + 1) : [];
}

/** The word is in the name, or nearly: its gate first (cheap LIKEs), then the similarity. */
function nearCondition(word: string): SQL {
  const gate = nearGate(word);
  const similar =
    gate.length > 0
      ? sql`((${sql.join(
          // `|| ''`: a filter on each row read, never an index condition (which would scan the index
          // for the similarity once per gate trigram)
          gate.map((t) => sql`(name_latin || '') LIKE ${likePattern(t)}`),
          sql` OR `,
        )}) AND ${word} <% name_latin)`
      : sql`${word} <% name_latin`;
  return sql`(name_latin LIKE ${likePattern(word)} OR ${similar})`;
}

function namePlan(fragment: string): SearchPlan {
  const words = searchWords(fragment);
  if (words.length === 0) return { kind: 'none' };
  const exact = sql.join(
    words.map((w) => sql`name_latin LIKE ${likePattern(w)}`),
    sql` AND `,
  );
  if (!words.some((w) => w.length >= TRIGRAM)) return { kind: 'walk', filter: exact, any: exact };
  if (!words.some(mayBeSpelt)) return { kind: 'name', filter: exact, any: exact };
  // `<%`: the word is at least `pg_trgm.word_similarity_threshold` (0.6) similar to some part of the name
  const nearly = sql.join(
    words.map((w) => (mayBeSpelt(w) ? nearCondition(w) : sql`name_latin LIKE ${likePattern(w)}`)),
    sql` AND `,
  );
  return { kind: 'name', filter: sql`(${exact})`, near: sql`(${nearly}) AND NOT (${exact})`, any: sql`(${nearly})` };
}

export function searchPlan(search: string | undefined): SearchPlan {
  const fragment = searchFragment(search);
  if (!fragment) return { kind: 'none' };
  const digits = searchDigits(fragment);
  if (digits === undefined) return namePlan(fragment);
  if (!digits) return { kind: 'none' };
  const pattern = likePattern(digits);
  const inName = sql`name_latin LIKE ${pattern}`;
  const inAnyField = sql`(${inName} OR mobile_no LIKE ${pattern} OR aadhaar_no LIKE ${pattern} OR pincode LIKE ${pattern})`;
  if (digits.length < DIGIT_GRAM) return { kind: 'walk', filter: inAnyField, any: inAnyField };
  const candidates = sql`(beneficiary_digit_grams(mobile_no, aadhaar_no, pincode) @> ${arrayParam(digitGrams(digits))}::int[] OR ${inName})`;
  // 4 digits are a gram themselves: a field holding the gram holds the fragment. A longer fragment's
  // grams may lie apart, or in two fields: the LIKEs confirm.
  const filter = digits.length === DIGIT_GRAM ? candidates : sql`${inAnyField} AND ${candidates}`;
  return { kind: 'digits', filter, any: filter };
}
