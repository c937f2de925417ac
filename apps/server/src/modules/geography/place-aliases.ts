import { PLACE_NAMES_KN, placeNameKey } from '@portal/contract/i18n/place-names-kn';
import { KANNADA_PLACE_VARIANTS } from './place-aliases-kn.ts';
import { forgivingKey } from './place-forgiving-key.ts';
import { looseKey } from './place-names.ts';

/**
 * Former and common spellings of Karnataka's districts and taluks (LGD's former names, Census 2011's
 * spellings, names in everyday use), each under the current name the seed holds
 * (db/seed/data/karnataka/taluks.csv). Case, spaces, dots and dashes never need an alias: names are
 * compared without them. Entries marked `PMGSY` are the block names of PMGSY's 2011 list
 * (shared data karnataka/boundaries/pmgsy-block-crosswalk.csv), which offices copy from road and
 * scheme sheets.
 */
export interface DistrictAliases {
  district: string;
  aliases: readonly string[];
  /** Taluk → its other names, within this district. */
  taluks: Readonly<Record<string, readonly string[]>>;
}

export const KARNATAKA_PLACE_ALIASES: readonly DistrictAliases[] = [
  {
    district: 'Bagalkote',
    aliases: ['Bagalkot'],
    taluks: {
      Bagalkot: ['Bagalkote'],
      Bilgi: ['Bilagi'],
      Jamkhandi: ['Jamakhandi'], // PMGSY
      Guledgudda: ['Guledagudda'],
      Ilkal: ['Ilakal'],
      'Rabakavi Banahatti': ['Rabkavi Banhatti', 'Rabkavi Banahatti', 'Rabakavi'],
    },
  },
  {
    district: 'Ballari',
    aliases: ['Bellary'],
    taluks: {
      Ballari: ['Bellary'],
      Kurugodu: ['Kurugod'],
      Sandur: ['Sanduru', 'Sandoor'], // Sandoor: PMGSY
      Siruguppa: ['Sirguppa'],
    },
  },
  {
    district: 'Belagavi',
    aliases: ['Belgaum', 'Belgavi'],
    taluks: {
      Athni: ['Athani'],
      Bailahongala: ['Bailhongal'],
      Belagavi: ['Belgaum', 'Belgavi'],
      Chikodi: ['Chikkodi'],
      Kagwad: ['Kagawad'],
      Kittur: ['Channammana Kittur'],
      Mudalgi: ['Mudalagi'],
      Nippani: ['Nipani'],
      Ramdurg: ['Ramadurga'],
      Raybag: ['Raibag'],
      Savadatti: ['Saundatti', 'Soundatti'], // Soundatti: PMGSY
      Yaragatti: ['Yargatti'],
    },
  },
  {
    district: 'Bengaluru Rural',
    aliases: ['Bangalore Rural'],
    taluks: { Doddaballapura: ['Doddaballapur', 'Dodballapur'], Hosakote: ['Hoskote'] },
  },
  {
    // Ramanagara district was renamed Bengaluru South in 2025
    district: 'Bengaluru South',
    aliases: ['Ramanagara', 'Ramanagaram', 'Ramnagar'], // Ramnagar: PMGSY
    taluks: { Kanakapura: ['Kanakpur'], Ramanagara: ['Ramanagaram', 'Ramanagar'] }, // Kanakpur, Ramanagar: PMGSY
  },
  {
    district: 'Bengaluru Urban',
    aliases: ['Bangalore Urban', 'Bangalore', 'Bengaluru'],
    taluks: {
      'Bengaluru East': ['Bangalore East'],
      'Bengaluru North': ['Bangalore North'],
      'Bengaluru South': ['Bangalore South'],
    },
  },
  {
    district: 'Bidar',
    aliases: [],
    taluks: {
      Basavakalyan: ['Basavakalyana', 'Basavanakalyan'], // Basavanakalyan: PMGSY
      Chitaguppa: ['Chitguppa', 'Chitgoppa'],
      Homnabad: ['Humnabad'],
      Hulsoor: ['Hulsur'],
      Kamalnagar: ['Kamalanagar'],
    },
  },
  {
    district: 'Chamarajanagar',
    aliases: ['Chamrajnagar', 'Chamarajnagar', 'Chamarajanagara'],
    taluks: {
      Chamarajanagar: ['Chamrajnagar', 'Chamarajnagar', 'Chamarajanagara', 'C.R. Nagar'], // C.R. Nagar: PMGSY
      Kollegal: ['Kollegala'],
    },
  },
  {
    district: 'Chikkaballapura',
    aliases: ['Chikballapur', 'Chikkaballapur', 'Chickballapur'], // Chickballapur: PMGSY
    taluks: {
      Chikkaballapura: ['Chikballapur', 'Chikkaballapur', 'Chickballapur'], // Chickballapur: PMGSY
      Chintamani: ['Chinthamani'], // PMGSY
      Gauribidanur: ['Gowribidanur'],
      Sidlaghatta: ['Shidlaghatta'],
    },
  },
  {
    district: 'Chikkamagaluru',
    aliases: ['Chikmagalur', 'Chikkamagalur', 'Chickmagalur'], // Chickmagalur: PMGSY
    taluks: {
      Ajjampura: ['Ajjampur'],
      Chikkamagaluru: ['Chikmagalur', 'Chikkamagalur', 'Chickmagalur'], // Chickmagalur: PMGSY
      Narasimharajapura: ['N.R. Pura', 'Narasimharajapur'],
    },
  },
  { district: 'Chitradurga', aliases: [], taluks: { Hosdurga: ['Hosadurga'], Molakalmuru: ['Molakalmur'] } },
  {
    district: 'Dakshina Kannada',
    aliases: ['Mangalore', 'Mangaluru', 'South Canara', 'South Kanara', 'D.K.'],
    taluks: {
      Bantval: ['Bantwal'],
      Beltangadi: ['Belthangady', 'Belthangadi'], // Belthangadi: PMGSY
      Mangaluru: ['Mangalore'],
      Moodubidire: ['Moodbidri', 'Mudbidri', 'Moodabidri'],
      Sulya: ['Sullia'],
      Ullala: ['Ullal'],
    },
  },
  {
    district: 'Davanagere',
    aliases: ['Davangere'],
    taluks: {
      Channagiri: ['Chennagiri'], // PMGSY
      Davanagere: ['Davangere'],
      Harihar: ['Harihara'], // PMGSY
      Jagalur: ['Jagaluru'],
      Nyamathi: ['Nyamati'],
    },
  },
  {
    district: 'Dharwad',
    aliases: ['Dharwar'],
    taluks: {
      Hubballi: ['Hubli'],
      'Hubballi Urban': ['Hubli Urban', 'Hubli City'],
      Kalghatgi: ['Kalghatagi'],
      Kundgol: ['Kundagol'],
    },
  },
  {
    district: 'Gadag',
    aliases: [],
    taluks: {
      Gadag: ['Gadag Betageri'],
      Gajendragad: ['Gajendragada'],
      Laxmeshwar: ['Lakshmeshwar'],
      Nargund: ['Naragund'],
      Shirahatti: ['Shirhatti'],
    },
  },
  {
    district: 'Hassan',
    aliases: [],
    taluks: {
      Arkalgud: ['Arakalagud', 'Arakalgud'], // Arakalgud: PMGSY
      Arsikere: ['Arasikere'], // PMGSY
      Channarayapatna: ['Channarayapattana'],
      'Hole Narsipur': ['Holenarasipur', 'Hole Narasipura', 'H.N. Pura'],
      Sakleshpur: ['Sakleshpura', 'Sakaleshpur'], // Sakaleshpur: PMGSY
    },
  },
  {
    district: 'Haveri',
    aliases: [],
    taluks: { Byadgi: ['Byadagi'], Hangal: ['Hanagal'], Ranibennur: ['Ranebennur'], Shiggaon: ['Shiggavi', 'Shiggoan'] }, // Shiggoan: PMGSY
  },
  {
    district: 'Kalaburagi',
    aliases: ['Gulbarga'],
    taluks: {
      Chittapur: ['Chitapur'],
      Jevargi: ['Jewargi'], // PMGSY
      Kalaburagi: ['Gulbarga'],
      Kalagi: ['Kalgi'],
      Yadrami: ['Yedrami'],
    },
  },
  {
    district: 'Kodagu',
    aliases: ['Coorg'],
    taluks: {
      Kushalnagar: ['Kushalnagara'],
      Madikeri: ['Mercara'],
      Ponnampet: ['Ponnampete'],
      Somvarpet: ['Somwarpet', 'Somavarpet'], // Somavarpet: PMGSY
      Virajpet: ['Virajpete'],
    },
  },
  {
    district: 'Kolar',
    aliases: [],
    taluks: {
      Bangarapet: ['Bangarpet'],
      'Kolar Gold Field': ['KGF', 'Kolar Gold Fields', 'Robertsonpet'],
      Mulbagal: ['Mulbagilu'],
      Srinivaspur: ['Srinivasapura'],
    },
  },
  {
    district: 'Koppal',
    aliases: ['Koppala'],
    taluks: {
      Gangawati: ['Gangavathi', 'Gangavati'],
      Kukanoor: ['Kuknur'],
      Kushtagi: ['Kustagi'], // PMGSY
      Yelbarga: ['Yelburga'],
    },
  },
  {
    district: 'Mandya',
    aliases: [],
    taluks: {
      Krishnarajpet: ['K.R. Pet', 'Krishnarajapete', 'Krishnarajapet'], // Krishnarajapet: PMGSY
      Shrirangapattana: ['Srirangapatna', 'Srirangapattana'],
    },
  },
  {
    district: 'Mysuru',
    aliases: ['Mysore'],
    taluks: {
      Heggadadevankote: ['H.D. Kote', 'Heggadadevanakote'],
      Krishnarajanagara: ['K.R. Nagar', 'Krishnarajanagar', 'K.R. Nagara'],
      Mysuru: ['Mysore'],
      Piriyapatna: ['Periyapatna'],
      Saraguru: ['Sargur'],
      'Tirumakudal - Narsipur': [
        'T. Narasipura',
        'T.Narasipur',
        'T. Narsipur',
        'Tirumakudalu Narasipura',
        'Tirumakudal Narasipura',
        'Narasipura',
      ],
    },
  },
  {
    district: 'Raichur',
    aliases: ['Raichuru'],
    taluks: { Devadurga: ['Devadurg', 'Deodurga'], Lingasugur: ['Lingsugur'], Sindhnur: ['Sindhanur'] }, // Deodurga: PMGSY
  },
  {
    district: 'Shivamogga',
    aliases: ['Shimoga'],
    taluks: {
      Bhadravati: ['Bhadravathi'],
      Hosanagara: ['Hosanagar'],
      Sagar: ['Sagara'],
      Shikarpur: ['Shikaripura', 'Shikaripur'],
      Shivamogga: ['Shimoga'],
      Sorab: ['Soraba'],
      Tirthahalli: ['Thirthahalli'],
    },
  },
  {
    district: 'Tumakuru',
    aliases: ['Tumkur'],
    taluks: { Chiknayakanhalli: ['Chikkanayakanahalli', 'C.N. Halli'], Tumakuru: ['Tumkur'] },
  },
  {
    district: 'Udupi',
    aliases: [],
    taluks: {
      Bainduru: ['Byndoor', 'Baindur'],
      Brahmavara: ['Brahmavar'],
      Kapu: ['Kaup'],
      Karkal: ['Karkala'],
      Kundapura: ['Kundapur', 'Coondapur'],
    },
  },
  {
    district: 'Uttara Kannada',
    aliases: ['Karwar', 'North Canara', 'North Kanara', 'U.K.'],
    taluks: {
      Honavar: ['Honnavar', 'Honnavara'], // Honnavara: PMGSY
      Mundgod: ['Mundagod'], // PMGSY
      Siddapur: ['Siddapura'], // PMGSY
      Supa: ['Joida'],
      Yellapur: ['Yellapura'], // PMGSY
    },
  },
  {
    district: 'Vijayanagara',
    aliases: ['Vijayanagar', 'Hosapete', 'Hospet'],
    taluks: {
      Hadagalli: ['Huvina Hadagali', 'Hoovina Hadagali', 'Hadagali'],
      Hagaribommanahalli: ['H.B. Halli'],
      Hosapete: ['Hospet'],
      Kotturu: ['Kottur'],
    },
  },
  {
    district: 'Vijayapura',
    aliases: ['Bijapur'],
    taluks: {
      'Basavana Bagevadi': ['Basavana Bagewadi', 'B. Bagewadi'],
      Chadchan: ['Chadachan'],
      'Devara Hipparagi': ['Devar Hippargi'],
      Sindgi: ['Sindagi'],
      Vijayapura: ['Bijapur'],
    },
  },
  {
    district: 'Yadgir',
    aliases: ['Yadagiri'],
    taluks: {
      Gurmitakal: ['Gurmatkal'],
      Hunasagi: ['Hunsagi'],
      Shahpur: ['Shahapur'],
      Shorapur: ['Surapura', 'Surpur'],
      Yadgir: ['Yadagiri', 'Yadgiri'], // Yadgiri: PMGSY
    },
  },
];

/** Every former district name, by its key: the key of the current name. */
export const DISTRICT_ALIASES: ReadonlyMap<string, string> = new Map(
  KARNATAKA_PLACE_ALIASES.flatMap((d) => d.aliases.map((alias) => [looseKey(alias), looseKey(d.district)] as const)),
);

/** Every former taluk name, by `districtKey|aliasKey` (the district's current name): the key of the taluk's current name. */
export const TALUK_ALIASES: ReadonlyMap<string, string> = new Map(
  KARNATAKA_PLACE_ALIASES.flatMap((d) =>
    Object.entries(d.taluks).flatMap(([taluk, aliases]) =>
      aliases.map((alias) => [`${looseKey(d.district)}|${looseKey(alias)}`, looseKey(taluk)] as const),
    ),
  ),
);

/** A district's Kannada names (by its English name as keyed there): the portal's, then other spellings. */
const kannadaNamesOf = (district: string): string[] => [
  PLACE_NAMES_KN[district].name,
  ...(KANNADA_PLACE_VARIANTS[district]?.aliases ?? []),
];

/** A taluk's Kannada names (by English names as keyed there): the portal's, then other spellings. */
const kannadaTalukNames = (district: string, taluk: string): string[] => [
  PLACE_NAMES_KN[district].taluks[taluk],
  ...(KANNADA_PLACE_VARIANTS[district]?.taluks?.[taluk] ?? []),
];

/** A district's taluks with each of their Kannada names. */
const kannadaTalukNamesOf = (district: string): [english: string, kannada: string][] =>
  Object.keys(PLACE_NAMES_KN[district].taluks).flatMap((taluk) =>
    kannadaTalukNames(district, taluk).map((name): [string, string] => [taluk, name]),
  );

/**
 * Every district's Kannada names (contract i18n/place-names-kn, and place-aliases-kn), by Kannada key
 * (`placeNameKey`: NFC, no spaces, dots, dashes, zero-width joiners or word-final virama): the key of the English name.
 */
export const KANNADA_DISTRICTS: ReadonlyMap<string, string> = new Map(
  Object.keys(PLACE_NAMES_KN).flatMap((district) =>
    kannadaNamesOf(district).map((kn) => [placeNameKey(kn), looseKey(district)] as const),
  ),
);

/** Every taluk's Kannada names, by `districtKey|kannadaKey` (the district's English name): the key of the taluk's English name. */
export const KANNADA_TALUKS: ReadonlyMap<string, string> = new Map(
  Object.keys(PLACE_NAMES_KN).flatMap((district) =>
    kannadaTalukNamesOf(district).map(([taluk, kn]) => [`${looseKey(district)}|${placeNameKey(kn)}`, looseKey(taluk)] as const),
  ),
);

/** The English name a district typed in Kannada stands for, as a key; else undefined. */
export const districtFromKannada = (typed: string): string | undefined => KANNADA_DISTRICTS.get(placeNameKey(typed));

/** The English name a taluk typed in Kannada stands for within a district (by its English name), as a key. */
export const talukFromKannada = (district: string, typed: string): string | undefined =>
  KANNADA_TALUKS.get(`${looseKey(district)}|${placeNameKey(typed)}`);

/** Within one district (English name), its taluks' Kannada names with the English name each stands for. */
export const kannadaTaluksOf = (district: string): [kannada: string, english: string][] => {
  const keyed = Object.keys(PLACE_NAMES_KN).find((name) => looseKey(name) === looseKey(district));
  return keyed ? kannadaTalukNamesOf(keyed).map(([taluk, kn]) => [kn, taluk]) : [];
};

const englishAliases = new Map(KARNATAKA_PLACE_ALIASES.map((d) => [d.district, d] as const));

/**
 * Every name each district and taluk is known by here, its current one first: by the district's key,
 * or `districtKey|talukKey` for a taluk. What the forgiving key is worked out from.
 */
const SPELLINGS: ReadonlyMap<string, readonly string[]> = new Map(
  Object.keys(PLACE_NAMES_KN).flatMap((district) => {
    const english = englishAliases.get(district);
    return [
      [looseKey(district), [district, ...(english?.aliases ?? []), ...kannadaNamesOf(district)]] as const,
      ...Object.keys(PLACE_NAMES_KN[district].taluks).map(
        (taluk) =>
          [
            `${looseKey(district)}|${looseKey(taluk)}`,
            [taluk, ...(english?.taluks[taluk] ?? []), ...kannadaTalukNames(district, taluk)],
          ] as const,
      ),
    ];
  }),
);

/** The names a district is known by: its own, former ones and Kannada ones (its own alone if unknown here). */
export const districtSpellings = (district: string): readonly string[] => SPELLINGS.get(looseKey(district)) ?? [district];

/** The names a taluk of a district is known by: its own, former ones and Kannada ones. */
export const talukSpellings = (district: string, taluk: string): readonly string[] =>
  SPELLINGS.get(`${looseKey(district)}|${looseKey(taluk)}`) ?? [taluk];

/** Key → the current taluk keys it leads to, in whatever district. */
const targetsOf = (pairs: Iterable<readonly [key: string, taluk: string]>) => {
  const targets = new Map<string, string[]>();
  for (const [key, taluk] of pairs) targets.set(key, [...(targets.get(key) ?? []), taluk]);
  return targets;
};
const unscoped = (map: ReadonlyMap<string, string>) =>
  [...map].map(([scoped, taluk]) => [scoped.slice(scoped.indexOf('|') + 1), taluk] as const);
const kannadaTalukTargets = targetsOf(unscoped(KANNADA_TALUKS));
const forgivingTalukTargets = targetsOf(
  [...SPELLINGS].flatMap(([scoped, names]) => {
    const taluk = scoped.split('|')[1];
    return taluk === undefined ? [] : names.map((name) => [forgivingKey(name), taluk] as const);
  }),
);

/**
 * The current taluk names a name may stand for, in whatever district, by a Kannada name or the
 * forgiving key (which takes former names too, as it takes every loose key): for reading the villages
 * an upload needs.
 */
export const talukKeysFor = (name: string): string[] => [
  ...new Set([
    looseKey(name),
    ...(kannadaTalukTargets.get(placeNameKey(name)) ?? []),
    ...(forgivingTalukTargets.get(forgivingKey(name)) ?? []),
  ]),
];
