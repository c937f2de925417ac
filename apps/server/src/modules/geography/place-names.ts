/**
 * How a name typed in a sheet is compared with the names the portal knows: place names and the
 * look-up values (occupation, income range, …).
 */

/** Spaces, dots, commas and every kind of dash (hyphen, en and em dash, minus sign). */
const IGNORED = /[\s.,\p{Pd}\u2212]/gu;

/**
 * One key for the ways offices spell a name: `T. Narasipura` = `t narasipura`, `Tirumakudal Narsipur`
 * = `Tirumakudal - Narsipur`, `EMPLOYMENT—INFORMAL SECTOR` = `Employment - Informal sector`,
 * `0-2,00,000` = `0 -  2,00,000`.
 */
export const looseKey = (name: unknown): string =>
  String(name ?? '')
    .normalize('NFKC')
    .toLowerCase()
    .replace(IGNORED, '');

/**
 * The shorter names a place is known by when its parenthesised suffixes are left out, longest first:
 * `Alur (B)` → `Alur`; `Hosahalli (Jodi) (618001)` → `Hosahalli (Jodi)`, `Hosahalli`.
 */
export function withoutSuffixes(name: string): string[] {
  const shorter: string[] = [];
  let rest = name.trim();
  for (let match = /^(.*\S)\s*\([^()]*\)$/.exec(rest); match; match = /^(.*\S)\s*\([^()]*\)$/.exec(rest)) {
    rest = match[1];
    shorter.push(rest);
  }
  return shorter;
}

/**
 * The trigrams of a text as PostgreSQL's pg_trgm makes them: every run of letters and digits, lower
 * case, with two spaces before it and one after, cut into overlapping three-character pieces.
 */
export function trigrams(text: string): Set<string> {
  const set = new Set<string>();
  for (const word of text.toLowerCase().match(/[\p{L}\p{N}\p{M}]+/gu) ?? []) {
    const chars = [...`  ${word} `];
    for (let i = 0; i + 2 < chars.length; i++) set.add(chars[i] + chars[i + 1] + chars[i + 2]);
  }
  return set;
}

/** pg_trgm's similarity: trigrams shared over trigrams of either (0 nothing alike, 1 the same). */
export function similarity(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const gram of a) if (b.has(gram)) shared++;
  const union = a.size + b.size - shared;
  return union ? shared / union : 0;
}

/** pg_trgm's default threshold: below it two names are not alike enough to be worth suggesting. */
export const SIMILARITY_THRESHOLD = 0.3;

/** A name the office could have meant, and a spelling of it (the name itself, or a former name). */
export interface Spelling {
  name: string;
  grams: ReadonlySet<string>;
}

/** The names closest to `typed`, best first, at most `limit`, none below the threshold. */
export function closestNames(typed: string, spellings: readonly Spelling[], limit = 3): string[] {
  const grams = trigrams(typed);
  const best = new Map<string, number>();
  for (const spelling of spellings) {
    const score = similarity(grams, spelling.grams);
    if (score >= SIMILARITY_THRESHOLD && score > (best.get(spelling.name) ?? 0)) best.set(spelling.name, score);
  }
  return [...best]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, limit)
    .map(([name]) => name);
}
