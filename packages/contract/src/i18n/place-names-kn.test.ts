import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  districtNameKn,
  PLACE_NAMES_KN,
  placeNameKey,
  placeNameMatches,
  talukNameKn,
  UNCHECKED_PLACE_NAMES_KN,
} from './place-names-kn.ts';

const csv = new URL('../../../../apps/server/src/db/seed/data/karnataka/taluks.csv', import.meta.url);
const rows = readFileSync(csv, 'utf8')
  .trim()
  .split(/\r?\n/)
  .slice(1)
  .map((line) => {
    const [district, taluk] = line.split(',');
    return { district, taluk };
  });

/** Kannada letters and signs, with the spaces, dashes, dots and brackets a place name may hold. */
const KANNADA_NAME = /^[\u0C80-\u0CFF]+(?:[ .\-()]+[\u0C80-\u0CFF]+)*[.)]?$/u;
const districts = Object.entries(PLACE_NAMES_KN);
const taluks = districts.flatMap(([district, d]) => Object.entries(d.taluks).map(([taluk, kn]) => ({ district, taluk, kn })));

describe('Kannada place names', () => {
  it('cover exactly the 31 districts and 240 taluks of the seed, keyed by district and taluk', () => {
    expect(rows).toHaveLength(240);
    expect(districts).toHaveLength(31);
    expect(taluks).toHaveLength(240);
    expect(new Set(districts.map(([d]) => d))).toEqual(new Set(rows.map((r) => r.district)));
    expect(new Set(taluks.map((t) => `${t.district}|${t.taluk}`))).toEqual(new Set(rows.map((r) => `${r.district}|${r.taluk}`)));
    for (const { district, taluk } of rows) {
      expect(districtNameKn(district), district).toBeTruthy();
      expect(talukNameKn(district, taluk), `${district} / ${taluk}`).toBeTruthy();
    }
  });

  it('are written in the Kannada block only, NFC, without stray spaces', () => {
    for (const name of [...districts.map(([, d]) => d.name), ...taluks.map((t) => t.kn)]) {
      expect(name, name).toMatch(KANNADA_NAME);
      expect(name.normalize('NFC'), name).toBe(name);
      expect(name).not.toMatch(/\s{2}/);
    }
  });

  it('give no two districts, and no two taluks of one district, the same name or key', () => {
    const districtKeys = districts.map(([, d]) => placeNameKey(d.name));
    expect(new Set(districtKeys).size).toBe(31);
    for (const [district, d] of districts) {
      const keys = Object.values(d.taluks).map(placeNameKey);
      expect(new Set(keys).size, district).toBe(keys.length);
    }
  });

  it('hold the names LGD gives the best-known places', () => {
    expect(districtNameKn('Bengaluru Urban')).toBe('ಬೆಂಗಳೂರು ನಗರ');
    expect(districtNameKn('Mysuru')).toBe('ಮೈಸೂರು');
    expect(districtNameKn('Belagavi')).toBe('ಬೆಳಗಾವಿ');
    expect(districtNameKn('Kalaburagi')).toBe('ಕಲಬುರಗಿ');
    expect(districtNameKn('Vijayapura')).toBe('ವಿಜಯಪುರ');
    expect(talukNameKn('Mysuru', 'Hunsur')).toBe('ಹುಣಸೂರು');
    expect(talukNameKn('Vijayanagara', 'Hosapete')).toBe('ಹೊಸಪೇಟೆ');
    // looked up case- and space-insensitively, and only within the district
    expect(districtNameKn(' bengaluru  urban ')).toBe('ಬೆಂಗಳೂರು ನಗರ');
    expect(talukNameKn('MYSURU', 'hunsur')).toBe('ಹುಣಸೂರು');
    expect(talukNameKn('Udupi', 'Hunsur')).toBeUndefined();
    expect(districtNameKn('Atlantis')).toBeUndefined();
  });

  it('list as unchecked only names they hold', () => {
    for (const entry of UNCHECKED_PLACE_NAMES_KN) {
      const [district, taluk] = entry.split(' / ');
      expect(taluk === undefined ? districtNameKn(district) : talukNameKn(district, taluk), entry).toBeTruthy();
    }
    expect(new Set(UNCHECKED_PLACE_NAMES_KN).size).toBe(UNCHECKED_PLACE_NAMES_KN.length);
  });
});

describe('placeNameMatches', () => {
  const hunsur = (query: string) => placeNameMatches(query, 'Hunsur', talukNameKn('Mysuru', 'Hunsur'));

  it('finds a place by part of either name, whatever the case and spaces', () => {
    for (const query of ['ಹುಣಸೂರು', 'ಹುಣಸ', 'hunsur', 'HUN', 'h u n', ' Sur ', '']) expect(hunsur(query), query).toBe(true);
    for (const query of ['Hunsuru', 'ಮೈಸೂರು', 'x']) expect(hunsur(query), query).toBe(false);
    expect(placeNameMatches('tirumakudal narsipur', 'Tirumakudal - Narsipur')).toBe(true);
    expect(placeNameMatches('ಹುಣಸೂರು', 'Hunsur')).toBe(false);
  });

  it('compares Kannada after NFC, without zero-width joiners or a word-final virama', () => {
    // ೀ (U+0CC0) written as ಿ + ೕ (U+0CBF U+0CD5): NFC makes them one
    const decomposed = 'ಬ\u0cbf\u0cd5ದರ';
    expect(decomposed).not.toBe('ಬೀದರ');
    expect(placeNameMatches(decomposed, 'Bidar', districtNameKn('Bidar'))).toBe(true);
    expect(placeNameMatches('ಬೀದರ', 'Bidar', 'ಬೀದರ್')).toBe(true);
    expect(placeNameMatches('ಶಿಡ್\u200dಲಘಟ್ಟ', 'Sidlaghatta', talukNameKn('Chikkaballapura', 'Sidlaghatta'))).toBe(true);
    expect(placeNameKey('ಬೆಂಗಳೂರು - ನಗರ')).toBe(placeNameKey('ಬೆಂಗಳೂರುನಗರ'));
  });
});
