import { type SQL, sql } from 'drizzle-orm';
import { arrayParam } from '../../db/client.ts';
import { searchDigits } from './search-digits.ts';

/** The trigram index serves fragments of three characters or more; the digit grams four digits. */
const TRIGRAM = 3;
const DIGIT_GRAM = 4;

/**
 * How the search box's fragment is looked for (spec: any part of first, last or full name, mobile,
 * Aadhaar last 4 digits, pincode):
 * - `none`: no fragment;
 * - `walk`: too short for any index (1–2 characters, 3 digits): newest rows first, filtered, which
 *   finds such common fragments at once;
 * - `name`: anything not all digits can only be in the name (the other fields are digits only);
 * - `digits`: 4 digits or more, through the 4-digit grams of mobile, Aadhaar and pincode (and the
 *   name, which may hold digits too).
 */
export type SearchPlan = { kind: 'none' } | { kind: 'walk' | 'name' | 'digits'; filter: SQL };

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

export function searchPlan(search: string | undefined): SearchPlan {
  const fragment = searchFragment(search);
  if (!fragment) return { kind: 'none' };
  const digits = searchDigits(fragment);
  if (digits === undefined) {
    const inName = sql`name_text LIKE ${likePattern(fragment)}`;
    return { kind: fragment.length < TRIGRAM ? 'walk' : 'name', filter: inName };
  }
  if (!digits) return { kind: 'none' };
  const pattern = likePattern(digits);
  const inName = sql`name_text LIKE ${pattern}`;
  const inAnyField = sql`(${inName} OR mobile_no LIKE ${pattern} OR aadhaar_no LIKE ${pattern} OR pincode LIKE ${pattern})`;
  if (digits.length < DIGIT_GRAM) return { kind: 'walk', filter: inAnyField };
  const candidates = sql`(beneficiary_digit_grams(mobile_no, aadhaar_no, pincode) @> ${arrayParam(digitGrams(digits))}::int[] OR ${inName})`;
  // 4 digits are a gram themselves: a field holding the gram holds the fragment. A longer fragment's
  // grams may lie apart, or in two fields: the LIKEs confirm.
  return { kind: 'digits', filter: digits.length === DIGIT_GRAM ? candidates : sql`${inAnyField} AND ${candidates}` };
}
