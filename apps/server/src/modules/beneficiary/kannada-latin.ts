/**
 * Kannada script in Latin letters as names are written in Karnataka (Yashoda, Manjunath, Gowda,
 * Geetha), not a scholarly scheme: long ā, ē, ō as a, e, o; ī, ū as ee, oo (i at a word's end);
 * dental ತ as th, retroflex ಟ as t; ಶ and ಷ as sh; ಔ as ow; ಂ as m before a labial or at a word's
 * end, n elsewhere. The same tables build the database's `kannada_to_latin` (migration 0017), which
 * keeps every name's Latin form in `name_latin`; a test holds the two to the same answers.
 */

/** Consonants (with their nukta forms), each followed by its vowel sign, a virama or the inherent a. */
export const CONSONANTS: Readonly<Record<string, string>> = {
  ಕ: 'k',
  ಖ: 'kh',
  ಗ: 'g',
  ಘ: 'gh',
  ಙ: 'n',
  ಚ: 'ch',
  ಛ: 'chh',
  ಜ: 'j',
  ಝ: 'jh',
  ಞ: 'n',
  ಟ: 't',
  ಠ: 'th',
  ಡ: 'd',
  ಢ: 'dh',
  ಣ: 'n',
  ತ: 'th',
  ಥ: 'th',
  ದ: 'd',
  ಧ: 'dh',
  ನ: 'n',
  ಪ: 'p',
  ಫ: 'ph',
  ಬ: 'b',
  ಭ: 'bh',
  ಮ: 'm',
  ಯ: 'y',
  ರ: 'r',
  ಱ: 'r',
  ಲ: 'l',
  ವ: 'v',
  ಶ: 'sh',
  ಷ: 'sh',
  ಸ: 's',
  ಹ: 'h',
  ಳ: 'l',
  ೞ: 'l',
  ಫ಼: 'f',
  ಜ಼: 'z',
};

/** What follows a consonant: a vowel sign, or the virama (no vowel). Nothing: the inherent a. */
export const VOWEL_SIGNS: Readonly<Record<string, string>> = {
  'ಾ': 'a',
  'ಿ': 'i',
  'ೀ': 'ee',
  'ು': 'u',
  'ೂ': 'oo',
  'ೃ': 'ri',
  'ೄ': 'ri',
  'ೆ': 'e',
  'ೇ': 'e',
  'ೈ': 'ai',
  'ೊ': 'o',
  'ೋ': 'o',
  'ೌ': 'ow',
  '್': '',
};

/** Everything else of the script: vowels, visarga, digits; a stray sign reads as its vowel. */
export const OTHERS: Readonly<Record<string, string>> = {
  ...VOWEL_SIGNS,
  ಅ: 'a',
  ಆ: 'a',
  ಇ: 'i',
  ಈ: 'ee',
  ಉ: 'u',
  ಊ: 'oo',
  ಋ: 'ri',
  ೠ: 'ri',
  ಎ: 'e',
  ಏ: 'e',
  ಐ: 'ai',
  ಒ: 'o',
  ಓ: 'o',
  ಔ: 'ow',
  'ಃ': 'h',
  'ಂ': 'n',
  '಼': '',
  'ೕ': '',
  'ೖ': '',
  '೦': '0',
  '೧': '1',
  '೨': '2',
  '೩': '3',
  '೪': '4',
  '೫': '5',
  '೬': '6',
  '೭': '7',
  '೮': '8',
  '೯': '9',
};

/**
 * The regular expressions, written once for both engines (JavaScript's and PostgreSQL's agree on
 * these): Kannada letters; zero-width joiners (ರ್‍ keeps its shape with one, sounds the same);
 * ಂ before a labial or at a word's end; one syllable or one other character; a doubled aspirate
 * (ತ್ತ is tth, not thth); a word's last ee.
 */
export const KANNADA = '[\\u0C80-\\u0CFF]';
export const JOINERS = '[\\u200C\\u200D]';
export const ANUSVARA_AS_M = '\\u0C82(?=[\\u0CAA-\\u0CAE]|[^\\u0C80-\\u0CFF]|$)';
export const SYLLABLE = '([\\u0C95-\\u0CB9\\u0CDE]\\u0CBC?)([\\u0CBE-\\u0CCD]?)|(.)';
export const DOUBLED_ASPIRATE = '([kgcjtdpb])h\\1h';
export const FINAL_EE = 'ee(?=[^a-z]|$)';

/** A name or a search in Latin letters: Kannada transliterated, anything else kept as it is. */
export function kannadaToLatin(text: string): string {
  if (!new RegExp(KANNADA).test(text)) return text;
  const prepared = text
    .normalize('NFC')
    .replace(new RegExp(JOINERS, 'g'), '')
    .replace(new RegExp(ANUSVARA_AS_M, 'g'), 'm')
    .replace(/\u0C82/g, 'n');
  const latin = prepared.replace(new RegExp(SYLLABLE, 'g'), (_all, consonant?: string, sign?: string, other?: string) =>
    // a code point the script leaves unassigned reads as nothing, as in the database
    consonant
      ? (CONSONANTS[consonant] ?? '') + (sign ? (VOWEL_SIGNS[sign] ?? '') : 'a')
      : (OTHERS[other as string] ?? (new RegExp(KANNADA).test(other as string) ? '' : (other as string))),
  );
  return latin.replace(new RegExp(DOUBLED_ASPIRATE, 'g'), '$1$1h').replace(new RegExp(FINAL_EE, 'g'), 'i');
}
