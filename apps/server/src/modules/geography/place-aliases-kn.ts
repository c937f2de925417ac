/**
 * Kannada spellings of districts and taluks other than the name the portal holds
 * (contract i18n/place-names-kn), under the English names of the seed. Only spellings the forgiving
 * key (place-forgiving-key.ts) does not already reach are listed: `ತಿಪಟೂರ` for `ತಿಪಟೂರು` or
 * `ಮೊಳಕಾಲ್ಮೂರು` for `ಮೊಳಕಾಲ್ಮುರು` need no entry (a test keeps it so).
 *
 * Where each comes from, in the comment after it:
 * - offices: seen in offices' sheets, written as LGD or the press writes the place;
 * - README: the other spelling the seed data's README names for a name still to be checked against LGD;
 * - former: the place's former name, as the English aliases (place-aliases.ts) hold it;
 * - press: the short or everyday form Kannada newspapers print, written from usage (to be checked
 *   by a Kannada reader as the README's names are).
 */
export interface KannadaVariants {
  /** The district's other Kannada names. */
  aliases?: readonly string[];
  /** Taluk (English, as in the seed) → its other Kannada names. */
  taluks?: Readonly<Record<string, readonly string[]>>;
}

export const KANNADA_PLACE_VARIANTS: Readonly<Record<string, KannadaVariants>> = {
  Bagalkote: {
    aliases: ['ಬಾಗಲಕೋಟ'], // press
    taluks: {
      Bagalkot: ['ಬಾಗಲಕೋಟ'], // press
      Ilkal: ['ಇಲಕಲ್'], // README
    },
  },
  Ballari: { taluks: { Siruguppa: ['ಸಿರಗುಪ್ಪ'] } }, // press
  Belagavi: {
    aliases: ['ಬೆಳಗಾಂ'], // former (Belgaum)
    taluks: {
      Belagavi: ['ಬೆಳಗಾಂ'], // former (Belgaum)
      Kittur: ['ಚನ್ನಮ್ಮನ ಕಿತ್ತೂರು'], // former (Channammana Kittur)
      Savadatti: ['ಸೌಂದತ್ತಿ'], // former (Saundatti)
    },
  },
  'Bengaluru South': { aliases: ['ರಾಮನಗರ'] }, // former: the district was Ramanagara until 2025
  'Bengaluru Urban': { aliases: ['ಬೆಂಗಳೂರು'] }, // former: the city's name, as the English aliases Bangalore and Bengaluru
  Bidar: {
    taluks: {
      Aurad: ['ಔರಾದ (ಬಿ)'], // README
      Chitaguppa: ['ಚಿಟ್ಟಗುಪ್ಪ'], // README
      Homnabad: ['ಹುಮ್ನಾಬಾದ್'], // press
    },
  },
  Chikkamagaluru: { taluks: { Narasimharajapura: ['ಎನ್.ಆರ್.ಪುರ'] } }, // press (N.R. Pura)
  'Dakshina Kannada': {
    aliases: ['ದ.ಕ'], // press (D.K.)
    taluks: {
      Moodubidire: ['ಮೂಡಬಿದಿರೆ', 'ಮೂಡುಬಿದ್ರೆ', 'ಮೂಡಬಿದ್ರೆ'], // README; press, press
    },
  },
  Dharwad: {
    taluks: {
      Alnavar: ['ಅಳನಾವರ'], // README
      'Hubballi Urban': ['ಹುಬ್ಬಳ್ಳಿ ಶಹರ'], // README
    },
  },
  Gadag: { taluks: { Gadag: ['ಗದಗ-ಬೆಟಗೇರಿ'] } }, // former (Gadag Betageri)
  Haveri: {
    taluks: {
      Hangal: ['ಹಾನಗಲ್ಲ'], // README
      Shiggaon: ['ಶಿಗ್ಗಾವಿ'], // README, press
    },
  },
  Kalaburagi: {
    aliases: ['ಗುಲ್ಬರ್ಗಾ'], // former (Gulbarga)
    taluks: {
      Afzalpur: ['ಅಫ್ಜಲ್‌ ಪುರ'], // offices (with a zero-width non-joiner and a space)
      Kalaburagi: ['ಗುಲ್ಬರ್ಗಾ'], // former (Gulbarga)
      Yadrami: ['ಯಡ್ರಾಮ'], // README
    },
  },
  Kolar: {
    taluks: {
      // offices (LGD's name in Kannada letters); the plural; former (Robertsonpet, the town)
      'Kolar Gold Field': ['ಕೋಲಾರ ಗೋಲ್ಡ್ ಫೀಲ್ಡ್', 'ಕೋಲಾರ ಗೋಲ್ಡ್ ಫೀಲ್ಡ್ಸ್', 'ರಾಬರ್ಟ್‌ಸನ್‌ಪೇಟೆ'],
    },
  },
  Koppal: { taluks: { Yelbarga: ['ಯಲಬುರ್ಗ'] } }, // README
  Mandya: { taluks: { Krishnarajpet: ['ಕೆ.ಆರ್.ಪೇಟೆ'] } }, // press (K.R. Pet)
  Mysuru: {
    taluks: {
      Heggadadevankote: ['ಎಚ್.ಡಿ.ಕೋಟೆ', 'ಹೆಚ್.ಡಿ.ಕೋಟೆ'], // press (H.D. Kote), both ways of writing H
      Krishnarajanagara: ['ಕೆ.ಆರ್.ನಗರ'], // press (K.R. Nagar)
      'Tirumakudal - Narsipur': ['ತಿ.ನರಸೀಪುರ', 'ಟಿ.ನರಸೀಪುರ'], // README; press (T. Narasipura)
    },
  },
  Raichur: { taluks: { Arakera: ['ಅರಕೇರ'] } }, // README
  Tumakuru: {
    taluks: {
      Chiknayakanhalli: ['ಸಿ.ಎನ್.ಹಳ್ಳಿ'], // press (C.N. Halli)
      Sira: ['ಸಿರಾ'], // offices (the press's spelling)
    },
  },
  'Uttara Kannada': {
    aliases: ['ಉ.ಕ'], // press (U.K.)
    taluks: {
      Ankola: ['ಅಂಕೋಲ'], // press
      Kumta: ['ಕುಮಟ'], // press
      Sirsi: ['ಸಿರಸಿ'], // press
      Supa: ['ಜೊಯಿಡಾ'], // offices, README: the taluk is also called Joida
    },
  },
  Vijayanagara: {
    taluks: {
      Hadagalli: ['ಹಡಗಲಿ'], // README
      Hagaribommanahalli: ['ಹ.ಬೊ.ಹಳ್ಳಿ', 'ಎಚ್.ಬಿ.ಹಳ್ಳಿ'], // press (H.B. Halli)
    },
  },
  Vijayapura: {
    aliases: ['ಬಿಜಾಪುರ'], // former (Bijapur)
    taluks: {
      'Basavana Bagevadi': ['ಬ.ಬಾಗೇವಾಡಿ'], // press (B. Bagewadi)
      Talikoti: ['ತಾಳಿಕೋಟಿ'], // press
      Tikota: ['ತಿಕೋಟ'], // README
      Vijayapura: ['ಬಿಜಾಪುರ'], // former (Bijapur)
    },
  },
  Yadgir: {
    taluks: {
      Gurmitakal: ['ಗುರುಮಿಠಕಲ್'], // README
      Shorapur: ['ಶೋರಾಪುರ'], // former: the English name, Shorapur, in Kannada letters
      Wadagera: ['ವಡಗೇರ'], // README
    },
  },
};
