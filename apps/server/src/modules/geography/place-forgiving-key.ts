import { looseKey } from './place-names.ts';

/**
 * A second, looser key for district and taluk names, tried only when no name, former name or
 * Kannada name matches exactly: it forgives the spelling differences LGD, the press and offices
 * show for one place. A name it fits to two places of one parent is a question, never a guess.
 */

/** Zero-width non-joiner and joiner: they change how a conjunct is drawn, not which letters it has. */
const JOINERS = /[\u200c\u200d]/gu;

/** Long vowels and vowel signs written short: ಈ/ಇ, ಊ/ಉ, ಏ/ಎ, ಓ/ಒ and ೀ/ಿ, ೂ/ು, ೇ/ೆ, ೋ/ೊ. */
const SHORT: Readonly<Record<string, string>> = {
  '\u0c88': '\u0c87',
  '\u0c8a': '\u0c89',
  '\u0c8f': '\u0c8e',
  '\u0c93': '\u0c92',
  '\u0cc0': '\u0cbf',
  '\u0cc2': '\u0cc1',
  '\u0cc7': '\u0cc6',
  '\u0ccb': '\u0cca',
};
const LONG = new RegExp(`[${Object.keys(SHORT).join('')}]`, 'gu');

/** A virama or u vowel sign ending the name: `ತಿಪಟೂರು`, `ತಿಪಟೂರ` and `ತಿಪಟೂರ್` are written for one place. */
const FINAL_SIGN = /[\u0ccd\u0cc1]$/u;

/**
 * The loose key (case, spaces, dots, commas and dashes aside) without zero-width joiners, with long
 * vowels short and without a final virama or u sign. Spaces go before the final sign is looked at,
 * so `ಅಫ್ಜಲ್‌ ಪುರ`, `ಅಫ್ಜಲ್ ಪುರ` and `ಅಫ್ಜಲ್ಪುರ` are one key. Latin names keep their loose key:
 * `T. Narasipura` = `T Narasipura` = `T.Narasipura`.
 */
export const forgivingKey = (name: string): string =>
  looseKey(name)
    .replace(JOINERS, '')
    .replace(LONG, (vowel) => SHORT[vowel])
    .replace(FINAL_SIGN, '');
