import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PLACE_NAMES_KN } from '@portal/contract/i18n/place-names-kn';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nearGate, searchWords } from './beneficiary-search.ts';
import { kannadaToLatin } from './kannada-latin.ts';

/** Names of people of Karnataka in Kannada script, and the Latin spelling they are usually written in. */
const NAMES: [string, string][] = [
  ['ಯಶೋದಾ', 'yashoda'],
  ['ಲಕ್ಷ್ಮಿ', 'lakshmi'],
  ['ಲಕ್ಷ್ಮೀ', 'lakshmi'],
  ['ಶಿವಕುಮಾರ್', 'shivakumar'],
  ['ಗೌಡ', 'gowda'],
  ['ನಾಗರಾಜ್', 'nagaraj'],
  ['ಕಾವ್ಯ', 'kavya'],
  ['ಗೀತಾ', 'geetha'],
  ['ಸವಿತಾ', 'savitha'],
  ['ಬಸವರಾಜ್', 'basavaraj'],
  ['ಹನುಮಂತಪ್ಪ', 'hanumanthappa'],
  ['ಕೃಷ್ಣಪ್ಪ', 'krishnappa'],
  ['ಸಿದ್ದಪ್ಪ', 'siddappa'],
  ['ಚಂದ್ರಶೇಖರ್', 'chandrashekhar'],
  ['ವೆಂಕಟೇಶ್', 'venkatesh'],
  ['ಮಲ್ಲಿಕಾರ್ಜುನ್', 'mallikarjun'],
  ['ರಾಘವೇಂದ್ರ', 'raghavendra'],
  ['ಪೂರ್ಣಿಮಾ', 'poornima'],
  ['ರೂಪಾ', 'roopa'],
  ['ದೀಪಾ', 'deepa'],
  ['ಜ್ಯೋತಿ', 'jyothi'],
  ['ಪಾರ್ವತಿ', 'parvathi'],
  ['ಸೌಮ್ಯ', 'sowmya'],
  ['ಶೋಭಾ', 'shobha'],
  ['ರೇಣುಕಾ', 'renuka'],
  ['ಶಂಕರ್', 'shankar'],
  ['ಸಂಪತ್', 'sampath'],
  ['ಹೊನ್ನಪ್ಪ', 'honnappa'],
  ['ಫ಼ಾತಿಮಾ', 'fathima'],
  ['ಶಿವಂ', 'shivam'],
];

describe('kannadaToLatin', () => {
  it.each(NAMES)('writes %s as %s', (kannada, latin) => {
    expect(kannadaToLatin(kannada)).toBe(latin);
  });

  it('keeps the inherent a of a last letter in a name: ಮಂಜುನಾಥ is manjunatha, ಗೌಡ gowda', () => {
    expect(kannadaToLatin('ಮಂಜುನಾಥ ಗೌಡ')).toBe('manjunatha gowda');
  });

  it('writes a doubled aspirate once: ತ್ತ is tth, as in Chittharanjan', () => {
    expect(kannadaToLatin('ಚಿತ್ತರಂಜನ್')).toBe('chittharanjan');
  });

  it('leaves Latin letters, digits and other characters as they are', () => {
    expect(kannadaToLatin('ravi batch 6071')).toBe('ravi batch 6071');
    expect(kannadaToLatin('yashoda ಕುಮಾರ್')).toBe('yashoda kumar');
    expect(kannadaToLatin('50%_off\\')).toBe('50%_off\\');
  });

  it('reads a decomposed vowel sign and a zero-width joiner as the composed letter without it', () => {
    expect(kannadaToLatin('ಗಿ\u0CD5ತಾ')).toBe('geetha');
    expect(kannadaToLatin('ಕಾರ್\u200Dತಿಕ್')).toBe('karthik');
  });
});

describe('searchWords', () => {
  it.each([
    ['ಯಶ', ['yash']],
    ['ಯಶೋ', ['yasho']],
    ['ಮಂ', ['ma']],
    ['ಮಂಜು', ['manju']],
    ['ಮಂಜುನಾಥ ಗೌಡ', ['manjunath', 'gowd']],
    ['ಕುಮಾರ್ ಯಶೋದಾ', ['kumar', 'yashoda']],
    ['kumar yashoda kumar', ['kumar', 'yashoda']],
  ])('matches %s as the words %j', (search, words) => {
    expect(searchWords(search)).toEqual(words);
  });
});

/** Every Kannada district and taluk name of the seed's places, with its English name. */
const PLACES: [string, string][] = Object.entries(PLACE_NAMES_KN).flatMap(([district, { name, taluks }]) => [
  [district, name],
  ...Object.entries(taluks),
]);

describe('the database transliterates and compares as the search does', () => {
  let db: PGlite;
  beforeAll(async () => {
    db = await PGlite.create(undefined, { extensions: { pg_trgm } });
    await db.exec('CREATE EXTENSION pg_trgm');
    const migration = readFileSync(new URL('../../../drizzle/0017_search_as_typed.sql', import.meta.url), 'utf8');
    await db.exec(migration.split('--> statement-breakpoint')[0]);
  });
  afterAll(() => db.close());

  it('gives every name and place name the same Latin form', async () => {
    const texts = [...NAMES.map(([kannada]) => kannada), ...PLACES.map(([, kannada]) => kannada), 'ಮಂಜುನಾಥ ಗೌಡ', 'ಗಿ\u0CD5ತಾ'];
    const { rows } = await db.query<{ latin: string[] }>(
      'SELECT array_agg(kannada_to_latin(t) ORDER BY i) AS latin FROM unnest($1::text[]) WITH ORDINALITY AS u(t, i)',
      [texts],
    );
    expect(rows[0].latin).toEqual(texts.map(kannadaToLatin));
  });

  it('finds most English place names from their Kannada ones, exactly or nearly', async () => {
    // the English names are older spellings (Mysuru for ಮೈಸೂರು, Tiptur for ತಿಪಟೂರು): a floor, not all
    const { rows } = await db.query<{ found: number }>(
      `SELECT count(*)::int AS found FROM unnest($1::text[], $2::text[]) AS p(words, english)
       WHERE (SELECT bool_and(lower(english) LIKE '%' || w || '%' OR w <% lower(english)) FROM unnest(string_to_array(words, ' ')) w)`,
      [PLACES.map(([, kannada]) => searchWords(kannada).join(' ')), PLACES.map(([english]) => english)],
    );
    expect(rows[0].found / PLACES.length).toBeGreaterThanOrEqual(0.6);
  });

  it('never leaves out a near name by the LIKE gate before the similarity', async () => {
    const names = [...PLACES.map(([english]) => english.toLowerCase()), ...NAMES.map(([, latin]) => latin)];
    const typed = ['yashodha', 'nagraj', 'shivkumar', 'laxmi', 'gauda', 'kavia', 'manjunat', 'geeta', 'basavraj', 'hanumantappa'];
    const words = [...typed, ...names.flatMap((n) => n.split(/[^a-z]+/)).filter((w) => w.length >= 3)];
    const { rows } = await db.query<{ w: string; n: string }>(
      'SELECT w, n FROM unnest($1::text[]) w, unnest($2::text[]) n WHERE w <% n',
      [words, names],
    );
    expect(rows.length).toBeGreaterThan(300);
    const left = rows.filter(({ w, n }) => {
      const gate = nearGate(w);
      return gate.length > 0 && !gate.some((t) => n.includes(t));
    });
    expect(left).toEqual([]);
  });
});
