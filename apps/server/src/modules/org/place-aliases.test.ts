import { readFileSync } from 'node:fs';
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
    expect(KANNADA_DISTRICTS.size).toBe(31);
    expect(new Set(KANNADA_DISTRICTS.values())).toEqual(keys(seedDistricts));
    expect(KANNADA_TALUKS.size).toBe(240);
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
    expect(kannadaTaluksOf('Mysuru')).toHaveLength(taluksOf('Mysuru').size);
    expect(kannadaTaluksOf('Atlantis')).toEqual([]);
  });
});
