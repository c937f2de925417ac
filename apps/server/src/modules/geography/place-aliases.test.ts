import { readFileSync } from 'node:fs';
import { PLACE_NAMES_KN } from '@portal/contract/i18n/place-names-kn';
import { describe, expect, it } from 'vitest';
import {
  DISTRICT_ALIASES,
  districtFromKannada,
  KANNADA_DISTRICTS,
  KANNADA_TALUKS,
  KARNATAKA_PLACE_ALIASES,
  kannadaTaluksOf,
  TALUK_ALIASES,
  talukFromKannada,
  talukKeysFor,
} from './place-aliases.ts';
import { KANNADA_PLACE_VARIANTS } from './place-aliases-kn.ts';
import { forgivingKey } from './place-forgiving-key.ts';
import { looseKey } from './place-names.ts';

const seedTaluks = readFileSync(new URL('../../db/seed/data/karnataka/taluks.csv', import.meta.url), 'utf8')
  .trim()
  .split(/\r?\n/)
  .slice(1)
  .map((line) => {
    const [district, taluk] = line.split(',');
    return { district, taluk };
  });
const seedDistricts = new Set(seedTaluks.map((t) => t.district));
const taluksOf = (district: string) => new Set(seedTaluks.filter((t) => t.district === district).map((t) => t.taluk));
const keys = (names: Iterable<string>) => new Set([...names].map(looseKey));
const variants = Object.entries(KANNADA_PLACE_VARIANTS);
const districtVariants = variants.flatMap(([district, v]) => (v.aliases ?? []).map((name) => ({ district, name })));
const talukVariants = variants.flatMap(([district, v]) =>
  Object.entries(v.taluks ?? {}).flatMap(([taluk, names]) => names.map((name) => ({ district, taluk, name }))),
);

describe('Karnataka place aliases', () => {
  it('lead only to names the seed has: every district, and every taluk within its district', () => {
    for (const entry of KARNATAKA_PLACE_ALIASES) {
      expect(seedDistricts, entry.district).toContain(entry.district);
      for (const taluk of Object.keys(entry.taluks))
        expect(taluksOf(entry.district), `${entry.district} / ${taluk}`).toContain(taluk);
    }
  });

  it('are never a current name of their own level, and never stand for two places', () => {
    const districtKeys = keys(seedDistricts);
    const seen = new Map<string, string>();
    for (const entry of KARNATAKA_PLACE_ALIASES) {
      for (const alias of entry.aliases) {
        expect(districtKeys.has(looseKey(alias)), `district alias ${alias}`).toBe(false);
        expect(seen.get(`|${looseKey(alias)}`), `district alias ${alias}`).toBeUndefined();
        seen.set(`|${looseKey(alias)}`, entry.district);
      }
      const talukKeys = keys(taluksOf(entry.district));
      for (const [taluk, aliases] of Object.entries(entry.taluks)) {
        for (const alias of aliases) {
          const scoped = `${entry.district}|${looseKey(alias)}`;
          expect(talukKeys.has(looseKey(alias)), `taluk alias ${alias} in ${entry.district}`).toBe(false);
          expect(seen.get(scoped), `taluk alias ${alias} in ${entry.district}`).toBeUndefined();
          seen.set(scoped, taluk);
        }
      }
    }
  });

  it('hold the district names offices use most', () => {
    const district = (alias: string) => DISTRICT_ALIASES.get(looseKey(alias));
    const expected: Record<string, string> = {
      Mysore: 'Mysuru',
      Belgaum: 'Belagavi',
      Gulbarga: 'Kalaburagi',
      Shimoga: 'Shivamogga',
      'Bangalore Urban': 'Bengaluru Urban',
      'Bangalore Rural': 'Bengaluru Rural',
      Tumkur: 'Tumakuru',
      Bijapur: 'Vijayapura',
      Bellary: 'Ballari',
      Chikmagalur: 'Chikkamagaluru',
      Chamrajnagar: 'Chamarajanagar',
      Chikballapur: 'Chikkaballapura',
      Davangere: 'Davanagere',
      Mangalore: 'Dakshina Kannada',
      Karwar: 'Uttara Kannada',
      Bagalkot: 'Bagalkote',
      Coorg: 'Kodagu',
      Ramanagara: 'Bengaluru South',
      Yadagiri: 'Yadgir',
    };
    for (const [alias, current] of Object.entries(expected)) expect(district(alias), alias).toBe(looseKey(current));
  });

  it('hold the taluk names offices use most, within their district', () => {
    const taluk = (district: string, alias: string) => TALUK_ALIASES.get(`${looseKey(district)}|${looseKey(alias)}`);
    for (const alias of ['T. Narasipura', 'T Narasipura', 'T.Narasipur', 't narasipura']) {
      expect(taluk('Mysuru', alias), alias).toBe(looseKey('Tirumakudal - Narsipur'));
    }
    expect(taluk('Vijayanagara', 'Hospet')).toBe(looseKey('Hosapete'));
    expect(taluk('Dharwad', 'Hubli')).toBe(looseKey('Hubballi'));
    expect(taluk('Mysuru', 'H.D. Kote')).toBe(looseKey('Heggadadevankote'));
    expect(taluk('Mandya', 'KR Pet')).toBe(looseKey('Krishnarajpet'));
    expect(taluk('Mysuru', 'Tirumakudal Narasipura')).toBe(looseKey('Tirumakudal - Narsipur'));
    expect(taluk('Mysuru', 'K.R. Nagara')).toBe(looseKey('Krishnarajanagara'));
    expect(taluk('Uttara Kannada', 'Joida')).toBe(looseKey('Supa'));
    expect(taluk('Vijayanagara', 'Hoovina Hadagali')).toBe(looseKey('Hadagalli'));
    expect(taluk('Bagalkote', 'Bilagi')).toBe(looseKey('Bilgi'));
    // PMGSY's block names, as offices copy them from road and scheme sheets
    expect(taluk('Hassan', 'Arasikere')).toBe(looseKey('Arsikere'));
    expect(taluk('Chamarajanagar', 'CR Nagar')).toBe(looseKey('Chamarajanagar'));
    expect(taluk('Raichur', 'Deodurga')).toBe(looseKey('Devadurga'));
    // a former name belongs to its district: Hospet is no taluk of Mysuru
    expect(taluk('Mysuru', 'Hospet')).toBeUndefined();
    expect(talukKeysFor('Hospet')).toEqual([looseKey('Hospet'), looseKey('Hosapete')]);
  });
});

describe('Kannada names of districts and taluks', () => {
  it('lead from every Kannada name to its place of the seed, a taluk within its district', () => {
    // one entry per name: no Kannada name or other spelling stands for two places
    expect(KANNADA_DISTRICTS.size).toBe(31 + districtVariants.length);
    expect(new Set(KANNADA_DISTRICTS.values())).toEqual(keys(seedDistricts));
    expect(KANNADA_TALUKS.size).toBe(240 + talukVariants.length);
    const seedKeys = new Set(seedTaluks.map((t) => `${looseKey(t.district)}|${looseKey(t.taluk)}`));
    const reached = [...KANNADA_TALUKS].map(([scoped, taluk]) => `${scoped.slice(0, scoped.indexOf('|'))}|${taluk}`);
    expect(new Set(reached)).toEqual(seedKeys);
  });

  it('take a Kannada name however it is typed: decomposed vowel signs, joiners, spaces, a final virama or not', () => {
    expect(districtFromKannada('ಮೈಸೂರು')).toBe(looseKey('Mysuru'));
    expect(districtFromKannada(' ಬೆಂಗಳೂರು  ನಗರ ')).toBe(looseKey('Bengaluru Urban'));
    expect(districtFromKannada('ಬೆಂಗಳೂರು-ನಗರ')).toBe(looseKey('Bengaluru Urban'));
    expect(districtFromKannada('ಬೀದರ')).toBe(looseKey('Bidar'));
    expect(districtFromKannada('ಬ\u0cbf\u0cd5ದರ್')).toBe(looseKey('Bidar'));
    expect(talukFromKannada('Chikkaballapura', 'ಶಿಡ್\u200dಲಘಟ್ಟ')).toBe(looseKey('Sidlaghatta'));
    expect(talukFromKannada('MYSURU', 'ಹುಣಸೂರು')).toBe(looseKey('Hunsur'));
    // an English name, a misspelt Kannada one and a Kannada district name are no Kannada taluk name
    expect(districtFromKannada('Mysuru')).toBeUndefined();
    expect(districtFromKannada('ಮೈಸೂರ')).toBeUndefined();
    expect(talukFromKannada('Mysuru', 'ಬೆಂಗಳೂರು ನಗರ')).toBeUndefined();
  });

  it('belong to their district: a Kannada taluk name leads nowhere in another, yet its villages are read', () => {
    expect(talukFromKannada('Udupi', 'ಹುಣಸೂರು')).toBeUndefined();
    expect(talukFromKannada('Bengaluru Urban', 'ಬೆಂಗಳೂರು ದಕ್ಷಿಣ')).toBe(looseKey('Bengaluru South'));
    expect(talukKeysFor('ಹುಣಸೂರು')).toContain(looseKey('Hunsur'));
    expect(talukKeysFor('ಹೊಸಪೇಟೆ')).toContain(looseKey('Hosapete'));
    expect(talukKeysFor('Hospet')).toEqual([looseKey('Hospet'), looseKey('Hosapete')]);
    expect(kannadaTaluksOf('mysuru')).toContainEqual(['ಹುಣಸೂರು', 'Hunsur']);
    const mysuruVariants = talukVariants.filter((v) => v.district === 'Mysuru');
    expect(kannadaTaluksOf('Mysuru')).toHaveLength(taluksOf('Mysuru').size + mysuruVariants.length);
    expect(kannadaTaluksOf('Mysuru')).toContainEqual(['ಎಚ್.ಡಿ.ಕೋಟೆ', 'Heggadadevankote']);
    expect(kannadaTaluksOf('Atlantis')).toEqual([]);
  });
});

describe('other Kannada spellings of districts and taluks', () => {
  it('lead only to places the seed has, each taluk within its district', () => {
    for (const { district } of districtVariants) expect(seedDistricts, district).toContain(district);
    for (const { district, taluk } of talukVariants) expect(taluksOf(district), `${district} / ${taluk}`).toContain(taluk);
  });

  it('are Kannada, NFC, and each one the forgiving key does not already reach from the names before it', () => {
    const kannadaOf = (district: string, taluk?: string) =>
      taluk === undefined ? PLACE_NAMES_KN[district].name : PLACE_NAMES_KN[district].taluks[taluk];
    const reached = new Map<string, string[]>();
    for (const { district, taluk, name } of [...districtVariants, ...talukVariants] as {
      district: string;
      taluk?: string;
      name: string;
    }[]) {
      expect(name, name).toMatch(/^[\u0C80-\u0CFF][\u0C80-\u0CFF\u200c .\-()]*$/u);
      expect(name.normalize('NFC')).toBe(name);
      const place = `${district}|${taluk ?? ''}`;
      const before = reached.get(place) ?? [forgivingKey(kannadaOf(district, taluk))];
      expect(before, `${place} ${name}`).not.toContain(forgivingKey(name));
      reached.set(place, [...before, forgivingKey(name)]);
    }
  });

  it('hold the spellings offices send, as LGD and the press write them', () => {
    const taluk = (district: string, typed: string) => talukFromKannada(district, typed);
    expect(taluk('Tumakuru', 'ಸಿರಾ')).toBe(looseKey('Sira'));
    expect(taluk('Kalaburagi', 'ಅಫ್ಜಲ್\u200c ಪುರ')).toBe(looseKey('Afzalpur'));
    expect(taluk('Kolar', 'ಕೋಲಾರ ಗೋಲ್ಡ್ ಫೀಲ್ಡ್')).toBe(looseKey('Kolar Gold Field'));
    expect(taluk('Uttara Kannada', 'ಜೊಯಿಡಾ')).toBe(looseKey('Supa'));
    expect(taluk('Mysuru', 'ತಿ. ನರಸೀಪುರ')).toBe(looseKey('Tirumakudal - Narsipur'));
    expect(districtFromKannada('ರಾಮನಗರ')).toBe(looseKey('Bengaluru South'));
    // a spelling belongs to its district, as a former name does
    expect(taluk('Udupi', 'ಸಿರಾ')).toBeUndefined();
  });

  it('lead to the villages to read, as a forgiving spelling does', () => {
    expect(talukKeysFor('ಸಿರಾ')).toContain(looseKey('Sira'));
    expect(talukKeysFor('ತಿಪಟೂರ')).toContain(looseKey('Tiptur'));
    expect(talukKeysFor('ಅಫ್ಜಲ್ ಪುರ')).toContain(looseKey('Afzalpur'));
    expect(talukKeysFor('ಮೊಳಕಾಲ್ಮೂರು')).toContain(looseKey('Molakalmuru'));
  });
});
