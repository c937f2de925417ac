import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { districtSpellings, talukSpellings } from './place-aliases.ts';
import { forgivingKey } from './place-forgiving-key.ts';
import { looseKey } from './place-names.ts';

const same = (...names: string[]) => expect(new Set(names.map(forgivingKey)), names.join(' = ')).toHaveLength(1);
const differ = (a: string, b: string) => expect(forgivingKey(a), `${a} ≠ ${b}`).not.toBe(forgivingKey(b));

describe('forgivingKey', () => {
  it('forgives a final u vowel sign, as it does a final virama', () => {
    same('ತಿಪಟೂರು', 'ತಿಪಟೂರ', 'ತಿಪಟೂರ್');
    same('ಕುಣಿಗಲ್', 'ಕುಣಿಗಲ', 'ಕುಣಿಗಲು');
    // only at the end: a u sign inside the name is a letter of it
    differ('ಕುರುಗೋಡು', 'ಕರಗೋಡ');
  });

  it('writes the long vowels and vowel signs short: ಿ/ೀ, ು/ೂ, ೆ/ೇ, ೊ/ೋ and ಇ/ಈ, ಉ/ಊ, ಎ/ಏ, ಒ/ಓ', () => {
    same('ಮೊಳಕಾಲ್ಮೂರು', 'ಮೊಳಕಾಲ್ಮುರು');
    same('ರಟ್ಟೀಹಳ್ಳಿ', 'ರಟ್ಟಿಹಳ್ಳಿ');
    same('ರಾಣೇಬೆನ್ನೂರು', 'ರಾಣೆಬೆನ್ನುರು');
    same('ಹಾರೋಹಳ್ಳಿ', 'ಹಾರೊಹಳ್ಳಿ');
    same('ಈಡಿಗೆರೆ', 'ಇಡಿಗೆರೆ');
    same('ಊರುಕೆರೆ', 'ಉರುಕೆರೆ');
    same('ಏಣಗಿ', 'ಎಣಗಿ');
    same('ಓಬಳಾಪುರ', 'ಒಬಳಾಪುರ');
    // the same vowel sign typed in two code points (ೀ = ಿ + ೕ) is the same name
    same('ಬೀದರ', 'ಬ\u0cbf\u0cd5ದರ', 'ಬಿದರ್');
  });

  it('keeps the vowel a and its long form ಾ apart, and every consonant', () => {
    differ('ಸೂಪಾ', 'ಸೂಪ');
    differ('ಶಿರಾ', 'ಸಿರಾ');
    differ('ಇಳಕಲ್', 'ಇಲಕಲ್');
    differ('ಅಫಜಲಪುರ', 'ಅಫ್ಜಲ್ಪುರ');
  });

  it('forgives zero-width joiners and spaces inside a name, the virama before them kept', () => {
    same('ಅಫ್ಜಲ್\u200c ಪುರ', 'ಅಫ್ಜಲ್ ಪುರ', 'ಅಫ್ಜಲ್ಪುರ', 'ಅಫ್ಜಲ್\u200cಪುರ', 'ಅಫ್ಜಲ್\u200dಪುರ');
    same('ಹೂವಿನ ಹಡಗಲಿ', 'ಹೂವಿನಹಡಗಲಿ', 'ಹುವಿನ-ಹಡಗಲಿ');
    same('ಎನ್.ಆರ್.ಪುರ', 'ಎನ್\u200c.ಆರ್\u200c.ಪುರ', 'ಎನ್ ಆರ್ ಪುರ');
  });

  it('takes English initials with or without dots and spaces, and is the loose key for Latin names', () => {
    same('T. Narasipura', 'T Narasipura', 'T.Narasipura', 'TNarasipura', 't . narasipura');
    same('H.D. Kote', 'HD Kote', 'H D Kote', 'H. D. Kote', 'H.D.Kote');
    same('K.R. Nagar', 'KR Nagar', 'K R Nagar');
    differ('T. Narasipura', 'Tirumakudal - Narsipur');
    for (const name of ['Tirumakudal - Narsipur', 'Hubballi Urban', 'Kolar Gold Field', 'Alur (B)']) {
      expect(forgivingKey(name)).toBe(looseKey(name));
    }
  });
});

const seedTaluks = readFileSync(new URL('../../db/seed/data/karnataka/taluks.csv', import.meta.url), 'utf8')
  .trim()
  .split(/\r?\n/)
  .slice(1)
  .map((line) => line.split(',').slice(0, 2) as [district: string, taluk: string]);
const seedDistricts = [...new Set(seedTaluks.map(([district]) => district))];

/** The forgiving keys that fit two or more places of one parent, with the places. */
function collisions(places: [place: string, names: readonly string[]][]): string[] {
  const byKey = new Map<string, Set<string>>();
  for (const [place, names] of places)
    for (const name of names) byKey.set(forgivingKey(name), (byKey.get(forgivingKey(name)) ?? new Set()).add(place));
  return [...byKey].filter(([, fits]) => fits.size > 1).map(([key, fits]) => `${key}: ${[...fits].join(', ')}`);
}

describe('forgivingKey over every district and taluk name of the seed', () => {
  it('fits no name of a district (English, former or Kannada) to another district', () => {
    expect(seedDistricts).toHaveLength(31);
    expect(collisions(seedDistricts.map((d) => [d, districtSpellings(d)]))).toEqual([]);
  });

  it('fits no name of a taluk to another taluk of its district', () => {
    expect(seedTaluks).toHaveLength(240);
    for (const district of seedDistricts) {
      const taluks = seedTaluks.filter(([d]) => d === district).map(([, t]) => t);
      expect(collisions(taluks.map((t) => [t, talukSpellings(district, t)])), district).toEqual([]);
    }
  });

  it('lists each taluk by its own name first, and by a Kannada name among the others', () => {
    for (const [district, taluk] of seedTaluks) {
      const names = talukSpellings(district, taluk);
      expect(names[0]).toBe(taluk);
      expect(
        names.some((name) => /\p{Script=Kannada}/u.test(name)),
        `${district} / ${taluk}`,
      ).toBe(true);
    }
  });
});
