/**
 * Kannada names of Karnataka's districts and taluks, as the Local Government Directory (LGD) gives
 * them as the local-language name, under the English names of the seed
 * (apps/server/src/db/seed/data/karnataka/taluks.csv). Taluks are keyed within their district: a
 * taluk's name can repeat across districts.
 *
 * Written from knowledge, not copied from a licensed list; the names in `UNCHECKED_PLACE_NAMES_KN`
 * are still to be checked against LGD by a Kannada reader (see the seed data's README).
 *
 * Plain data and string functions only: the web's address selects import this module.
 */

export interface DistrictNameKn {
  /** The district's Kannada name. */
  name: string;
  /** Taluk (English, as in the seed) → its Kannada name. */
  taluks: Readonly<Record<string, string>>;
}

export const PLACE_NAMES_KN: Readonly<Record<string, DistrictNameKn>> = {
  Bagalkote: {
    name: 'ಬಾಗಲಕೋಟೆ',
    taluks: {
      Badami: 'ಬಾದಾಮಿ',
      Bagalkot: 'ಬಾಗಲಕೋಟೆ',
      Bilgi: 'ಬೀಳಗಿ',
      Guledgudda: 'ಗುಳೇದಗುಡ್ಡ',
      Hungund: 'ಹುನಗುಂದ',
      Ilkal: 'ಇಳಕಲ್',
      Jamkhandi: 'ಜಮಖಂಡಿ',
      Mudhol: 'ಮುಧೋಳ',
      'Rabakavi Banahatti': 'ರಬಕವಿ ಬನಹಟ್ಟಿ',
      Terdal: 'ತೇರದಾಳ',
    },
  },
  Ballari: {
    name: 'ಬಳ್ಳಾರಿ',
    taluks: { Ballari: 'ಬಳ್ಳಾರಿ', Kampli: 'ಕಂಪ್ಲಿ', Kurugodu: 'ಕುರುಗೋಡು', Sandur: 'ಸಂಡೂರು', Siruguppa: 'ಸಿರುಗುಪ್ಪ' },
  },
  Belagavi: {
    name: 'ಬೆಳಗಾವಿ',
    taluks: {
      Athni: 'ಅಥಣಿ',
      Bailahongala: 'ಬೈಲಹೊಂಗಲ',
      Belagavi: 'ಬೆಳಗಾವಿ',
      Chikodi: 'ಚಿಕ್ಕೋಡಿ',
      Gokak: 'ಗೋಕಾಕ',
      Hukkeri: 'ಹುಕ್ಕೇರಿ',
      Kagwad: 'ಕಾಗವಾಡ',
      Khanapur: 'ಖಾನಾಪುರ',
      Kittur: 'ಕಿತ್ತೂರು',
      Mudalgi: 'ಮೂಡಲಗಿ',
      Nippani: 'ನಿಪ್ಪಾಣಿ',
      Ramdurg: 'ರಾಮದುರ್ಗ',
      Raybag: 'ರಾಯಬಾಗ',
      Savadatti: 'ಸವದತ್ತಿ',
      Yaragatti: 'ಯರಗಟ್ಟಿ',
    },
  },
  'Bengaluru Rural': {
    name: 'ಬೆಂಗಳೂರು ಗ್ರಾಮಾಂತರ',
    taluks: { Devanahalli: 'ದೇವನಹಳ್ಳಿ', Doddaballapura: 'ದೊಡ್ಡಬಳ್ಳಾಪುರ', Hosakote: 'ಹೊಸಕೋಟೆ', Nelamangala: 'ನೆಲಮಂಗಲ' },
  },
  'Bengaluru South': {
    name: 'ಬೆಂಗಳೂರು ದಕ್ಷಿಣ',
    taluks: {
      Channapatna: 'ಚನ್ನಪಟ್ಟಣ',
      Harohalli: 'ಹಾರೋಹಳ್ಳಿ',
      Kanakapura: 'ಕನಕಪುರ',
      Magadi: 'ಮಾಗಡಿ',
      Ramanagara: 'ರಾಮನಗರ',
    },
  },
  'Bengaluru Urban': {
    name: 'ಬೆಂಗಳೂರು ನಗರ',
    taluks: {
      Anekal: 'ಆನೇಕಲ್',
      'Bengaluru East': 'ಬೆಂಗಳೂರು ಪೂರ್ವ',
      'Bengaluru North': 'ಬೆಂಗಳೂರು ಉತ್ತರ',
      'Bengaluru South': 'ಬೆಂಗಳೂರು ದಕ್ಷಿಣ',
      Yelahanka: 'ಯಲಹಂಕ',
    },
  },
  Bidar: {
    name: 'ಬೀದರ್',
    taluks: {
      Aurad: 'ಔರಾದ್',
      Basavakalyan: 'ಬಸವಕಲ್ಯಾಣ',
      Bhalki: 'ಭಾಲ್ಕಿ',
      Bidar: 'ಬೀದರ್',
      Chitaguppa: 'ಚಿಟಗುಪ್ಪ',
      Homnabad: 'ಹುಮನಾಬಾದ್',
      Hulsoor: 'ಹುಲಸೂರ',
      Kamalnagar: 'ಕಮಲನಗರ',
    },
  },
  Chamarajanagar: {
    name: 'ಚಾಮರಾಜನಗರ',
    taluks: {
      Chamarajanagar: 'ಚಾಮರಾಜನಗರ',
      Gundlupet: 'ಗುಂಡ್ಲುಪೇಟೆ',
      Hanur: 'ಹನೂರು',
      Kollegal: 'ಕೊಳ್ಳೇಗಾಲ',
      Yelandur: 'ಯಳಂದೂರು',
    },
  },
  Chikkaballapura: {
    name: 'ಚಿಕ್ಕಬಳ್ಳಾಪುರ',
    taluks: {
      Bagepalli: 'ಬಾಗೇಪಲ್ಲಿ',
      Chelur: 'ಚೇಳೂರು',
      Chikkaballapura: 'ಚಿಕ್ಕಬಳ್ಳಾಪುರ',
      Chintamani: 'ಚಿಂತಾಮಣಿ',
      Gauribidanur: 'ಗೌರಿಬಿದನೂರು',
      Gudibanda: 'ಗುಡಿಬಂಡೆ',
      Manchenahalli: 'ಮಂಚೇನಹಳ್ಳಿ',
      Sidlaghatta: 'ಶಿಡ್ಲಘಟ್ಟ',
    },
  },
  Chikkamagaluru: {
    name: 'ಚಿಕ್ಕಮಗಳೂರು',
    taluks: {
      Ajjampura: 'ಅಜ್ಜಂಪುರ',
      Chikkamagaluru: 'ಚಿಕ್ಕಮಗಳೂರು',
      Kadur: 'ಕಡೂರು',
      Kalasa: 'ಕಳಸ',
      Koppa: 'ಕೊಪ್ಪ',
      Mudigere: 'ಮೂಡಿಗೆರೆ',
      Narasimharajapura: 'ನರಸಿಂಹರಾಜಪುರ',
      Sringeri: 'ಶೃಂಗೇರಿ',
      Tarikere: 'ತರೀಕೆರೆ',
    },
  },
  Chitradurga: {
    name: 'ಚಿತ್ರದುರ್ಗ',
    taluks: {
      Challakere: 'ಚಳ್ಳಕೆರೆ',
      Chitradurga: 'ಚಿತ್ರದುರ್ಗ',
      Hiriyur: 'ಹಿರಿಯೂರು',
      Holalkere: 'ಹೊಳಲ್ಕೆರೆ',
      Hosdurga: 'ಹೊಸದುರ್ಗ',
      Molakalmuru: 'ಮೊಳಕಾಲ್ಮುರು',
    },
  },
  'Dakshina Kannada': {
    name: 'ದಕ್ಷಿಣ ಕನ್ನಡ',
    taluks: {
      Bantval: 'ಬಂಟ್ವಾಳ',
      Beltangadi: 'ಬೆಳ್ತಂಗಡಿ',
      Kadaba: 'ಕಡಬ',
      Mangaluru: 'ಮಂಗಳೂರು',
      Moodubidire: 'ಮೂಡುಬಿದಿರೆ',
      Mulki: 'ಮೂಲ್ಕಿ',
      Puttur: 'ಪುತ್ತೂರು',
      Sulya: 'ಸುಳ್ಯ',
      Ullala: 'ಉಳ್ಳಾಲ',
    },
  },
  Davanagere: {
    name: 'ದಾವಣಗೆರೆ',
    taluks: {
      Channagiri: 'ಚನ್ನಗಿರಿ',
      Davanagere: 'ದಾವಣಗೆರೆ',
      Harihar: 'ಹರಿಹರ',
      Honnali: 'ಹೊನ್ನಾಳಿ',
      Jagalur: 'ಜಗಳೂರು',
      Nyamathi: 'ನ್ಯಾಮತಿ',
    },
  },
  Dharwad: {
    name: 'ಧಾರವಾಡ',
    taluks: {
      Alnavar: 'ಅಳ್ನಾವರ',
      Annigeri: 'ಅಣ್ಣಿಗೇರಿ',
      Dharwad: 'ಧಾರವಾಡ',
      Hubballi: 'ಹುಬ್ಬಳ್ಳಿ',
      'Hubballi Urban': 'ಹುಬ್ಬಳ್ಳಿ ನಗರ',
      Kalghatgi: 'ಕಲಘಟಗಿ',
      Kundgol: 'ಕುಂದಗೋಳ',
      Navalgund: 'ನವಲಗುಂದ',
    },
  },
  Gadag: {
    name: 'ಗದಗ',
    taluks: {
      Gadag: 'ಗದಗ',
      Gajendragad: 'ಗಜೇಂದ್ರಗಡ',
      Laxmeshwar: 'ಲಕ್ಷ್ಮೇಶ್ವರ',
      Mundargi: 'ಮುಂಡರಗಿ',
      Nargund: 'ನರಗುಂದ',
      Ron: 'ರೋಣ',
      Shirahatti: 'ಶಿರಹಟ್ಟಿ',
    },
  },
  Hassan: {
    name: 'ಹಾಸನ',
    taluks: {
      Alur: 'ಆಲೂರು',
      Arkalgud: 'ಅರಕಲಗೂಡು',
      Arsikere: 'ಅರಸೀಕೆರೆ',
      Belur: 'ಬೇಲೂರು',
      Channarayapatna: 'ಚನ್ನರಾಯಪಟ್ಟಣ',
      Hassan: 'ಹಾಸನ',
      'Hole Narsipur': 'ಹೊಳೆನರಸೀಪುರ',
      Sakleshpur: 'ಸಕಲೇಶಪುರ',
    },
  },
  Haveri: {
    name: 'ಹಾವೇರಿ',
    taluks: {
      Byadgi: 'ಬ್ಯಾಡಗಿ',
      Hangal: 'ಹಾನಗಲ್',
      Haveri: 'ಹಾವೇರಿ',
      Hirekerur: 'ಹಿರೇಕೆರೂರು',
      Ranibennur: 'ರಾಣೇಬೆನ್ನೂರು',
      Rattihalli: 'ರಟ್ಟೀಹಳ್ಳಿ',
      Savanur: 'ಸವಣೂರು',
      Shiggaon: 'ಶಿಗ್ಗಾಂವ',
    },
  },
  Kalaburagi: {
    name: 'ಕಲಬುರಗಿ',
    taluks: {
      Afzalpur: 'ಅಫಜಲಪುರ',
      Aland: 'ಆಳಂದ',
      Chincholi: 'ಚಿಂಚೋಳಿ',
      Chittapur: 'ಚಿತ್ತಾಪುರ',
      Jevargi: 'ಜೇವರ್ಗಿ',
      Kalaburagi: 'ಕಲಬುರಗಿ',
      Kalagi: 'ಕಾಳಗಿ',
      Kamalapur: 'ಕಮಲಾಪುರ',
      Sedam: 'ಸೇಡಂ',
      Shahabad: 'ಶಹಾಬಾದ',
      Yadrami: 'ಯಡ್ರಾಮಿ',
    },
  },
  Kodagu: {
    name: 'ಕೊಡಗು',
    taluks: {
      Kushalnagar: 'ಕುಶಾಲನಗರ',
      Madikeri: 'ಮಡಿಕೇರಿ',
      Ponnampet: 'ಪೊನ್ನಂಪೇಟೆ',
      Somvarpet: 'ಸೋಮವಾರಪೇಟೆ',
      Virajpet: 'ವಿರಾಜಪೇಟೆ',
    },
  },
  Kolar: {
    name: 'ಕೋಲಾರ',
    taluks: {
      Bangarapet: 'ಬಂಗಾರಪೇಟೆ',
      Kolar: 'ಕೋಲಾರ',
      'Kolar Gold Field': 'ಕೆಜಿಎಫ್',
      Malur: 'ಮಾಲೂರು',
      Mulbagal: 'ಮುಳಬಾಗಿಲು',
      Srinivaspur: 'ಶ್ರೀನಿವಾಸಪುರ',
    },
  },
  Koppal: {
    name: 'ಕೊಪ್ಪಳ',
    taluks: {
      Gangawati: 'ಗಂಗಾವತಿ',
      Kanakagiri: 'ಕನಕಗಿರಿ',
      Karatagi: 'ಕಾರಟಗಿ',
      Koppal: 'ಕೊಪ್ಪಳ',
      Kukanoor: 'ಕುಕನೂರು',
      Kushtagi: 'ಕುಷ್ಟಗಿ',
      Yelbarga: 'ಯಲಬುರ್ಗಾ',
    },
  },
  Mandya: {
    name: 'ಮಂಡ್ಯ',
    taluks: {
      Krishnarajpet: 'ಕೃಷ್ಣರಾಜಪೇಟೆ',
      Maddur: 'ಮದ್ದೂರು',
      Malavalli: 'ಮಳವಳ್ಳಿ',
      Mandya: 'ಮಂಡ್ಯ',
      Nagamangala: 'ನಾಗಮಂಗಲ',
      Pandavapura: 'ಪಾಂಡವಪುರ',
      Shrirangapattana: 'ಶ್ರೀರಂಗಪಟ್ಟಣ',
    },
  },
  Mysuru: {
    name: 'ಮೈಸೂರು',
    taluks: {
      Heggadadevankote: 'ಹೆಗ್ಗಡದೇವನಕೋಟೆ',
      Hunsur: 'ಹುಣಸೂರು',
      Krishnarajanagara: 'ಕೃಷ್ಣರಾಜನಗರ',
      Mysuru: 'ಮೈಸೂರು',
      Nanjangud: 'ನಂಜನಗೂಡು',
      Piriyapatna: 'ಪಿರಿಯಾಪಟ್ಟಣ',
      Saligrama: 'ಸಾಲಿಗ್ರಾಮ',
      Saraguru: 'ಸರಗೂರು',
      'Tirumakudal - Narsipur': 'ತಿರುಮಕೂಡಲು ನರಸೀಪುರ',
    },
  },
  Raichur: {
    name: 'ರಾಯಚೂರು',
    taluks: {
      Arakera: 'ಅರಕೇರಾ',
      Devadurga: 'ದೇವದುರ್ಗ',
      Lingasugur: 'ಲಿಂಗಸುಗೂರು',
      Manvi: 'ಮಾನ್ವಿ',
      Maski: 'ಮಸ್ಕಿ',
      Raichur: 'ರಾಯಚೂರು',
      Sindhnur: 'ಸಿಂಧನೂರು',
      Sirwar: 'ಸಿರವಾರ',
    },
  },
  Shivamogga: {
    name: 'ಶಿವಮೊಗ್ಗ',
    taluks: {
      Bhadravati: 'ಭದ್ರಾವತಿ',
      Hosanagara: 'ಹೊಸನಗರ',
      Sagar: 'ಸಾಗರ',
      Shikarpur: 'ಶಿಕಾರಿಪುರ',
      Shivamogga: 'ಶಿವಮೊಗ್ಗ',
      Sorab: 'ಸೊರಬ',
      Tirthahalli: 'ತೀರ್ಥಹಳ್ಳಿ',
    },
  },
  Tumakuru: {
    name: 'ತುಮಕೂರು',
    taluks: {
      Chiknayakanhalli: 'ಚಿಕ್ಕನಾಯಕನಹಳ್ಳಿ',
      Gubbi: 'ಗುಬ್ಬಿ',
      Koratagere: 'ಕೊರಟಗೆರೆ',
      Kunigal: 'ಕುಣಿಗಲ್',
      Madhugiri: 'ಮಧುಗಿರಿ',
      Pavagada: 'ಪಾವಗಡ',
      Sira: 'ಶಿರಾ',
      Tiptur: 'ತಿಪಟೂರು',
      Tumakuru: 'ತುಮಕೂರು',
      Turuvekere: 'ತುರುವೇಕೆರೆ',
    },
  },
  Udupi: {
    name: 'ಉಡುಪಿ',
    taluks: {
      Bainduru: 'ಬೈಂದೂರು',
      Brahmavara: 'ಬ್ರಹ್ಮಾವರ',
      Hebri: 'ಹೆಬ್ರಿ',
      Kapu: 'ಕಾಪು',
      Karkal: 'ಕಾರ್ಕಳ',
      Kundapura: 'ಕುಂದಾಪುರ',
      Udupi: 'ಉಡುಪಿ',
    },
  },
  'Uttara Kannada': {
    name: 'ಉತ್ತರ ಕನ್ನಡ',
    taluks: {
      Ankola: 'ಅಂಕೋಲಾ',
      Bhatkal: 'ಭಟ್ಕಳ',
      Dandeli: 'ದಾಂಡೇಲಿ',
      Haliyal: 'ಹಳಿಯಾಳ',
      Honavar: 'ಹೊನ್ನಾವರ',
      Karwar: 'ಕಾರವಾರ',
      Kumta: 'ಕುಮಟಾ',
      Mundgod: 'ಮುಂಡಗೋಡ',
      Siddapur: 'ಸಿದ್ದಾಪುರ',
      Sirsi: 'ಶಿರಸಿ',
      Supa: 'ಸೂಪಾ',
      Yellapur: 'ಯಲ್ಲಾಪುರ',
    },
  },
  Vijayanagara: {
    name: 'ವಿಜಯನಗರ',
    taluks: {
      Hadagalli: 'ಹೂವಿನಹಡಗಲಿ',
      Hagaribommanahalli: 'ಹಗರಿಬೊಮ್ಮನಹಳ್ಳಿ',
      Harapanahalli: 'ಹರಪನಹಳ್ಳಿ',
      Hosapete: 'ಹೊಸಪೇಟೆ',
      Kotturu: 'ಕೊಟ್ಟೂರು',
      Kudligi: 'ಕೂಡ್ಲಿಗಿ',
    },
  },
  Vijayapura: {
    name: 'ವಿಜಯಪುರ',
    taluks: {
      Almel: 'ಆಲಮೇಲ',
      Babaleshwar: 'ಬಬಲೇಶ್ವರ',
      'Basavana Bagevadi': 'ಬಸವನ ಬಾಗೇವಾಡಿ',
      Chadchan: 'ಚಡಚಣ',
      'Devara Hipparagi': 'ದೇವರ ಹಿಪ್ಪರಗಿ',
      Indi: 'ಇಂಡಿ',
      Kolhar: 'ಕೊಲ್ಹಾರ',
      Muddebihal: 'ಮುದ್ದೇಬಿಹಾಳ',
      Nidagundi: 'ನಿಡಗುಂದಿ',
      Sindgi: 'ಸಿಂದಗಿ',
      Talikoti: 'ತಾಳಿಕೋಟೆ',
      Tikota: 'ತಿಕೋಟಾ',
      Vijayapura: 'ವಿಜಯಪುರ',
    },
  },
  Yadgir: {
    name: 'ಯಾದಗಿರಿ',
    taluks: {
      Gurmitakal: 'ಗುರುಮಠಕಲ್',
      Hunasagi: 'ಹುಣಸಗಿ',
      Shahpur: 'ಶಹಾಪುರ',
      Shorapur: 'ಸುರಪುರ',
      Wadagera: 'ವಡಗೇರಾ',
      Yadgir: 'ಯಾದಗಿರಿ',
    },
  },
};

/**
 * The names above not yet checked against LGD's local-language names: `District` for a district,
 * `District / Taluk` for a taluk (English keys). The seed data's README lists them with the Kannada.
 */
export const UNCHECKED_PLACE_NAMES_KN: readonly string[] = [
  'Bidar',
  'Bagalkote / Guledgudda',
  'Bagalkote / Ilkal',
  'Bagalkote / Terdal',
  'Belagavi / Kagwad',
  'Belagavi / Mudalgi',
  'Belagavi / Raybag',
  'Belagavi / Yaragatti',
  'Bengaluru South / Harohalli',
  'Bengaluru Urban / Anekal',
  'Bidar / Aurad',
  'Bidar / Bidar',
  'Bidar / Chitaguppa',
  'Bidar / Homnabad',
  'Bidar / Hulsoor',
  'Bidar / Kamalnagar',
  'Chikkaballapura / Chelur',
  'Chikkaballapura / Manchenahalli',
  'Dakshina Kannada / Moodubidire',
  'Dakshina Kannada / Mulki',
  'Dakshina Kannada / Ullala',
  'Dharwad / Alnavar',
  'Dharwad / Hubballi Urban',
  'Haveri / Hangal',
  'Haveri / Rattihalli',
  'Haveri / Shiggaon',
  'Kalaburagi / Kalagi',
  'Kalaburagi / Shahabad',
  'Kalaburagi / Yadrami',
  'Kolar / Kolar Gold Field',
  'Koppal / Kukanoor',
  'Koppal / Yelbarga',
  'Mysuru / Saraguru',
  'Mysuru / Tirumakudal - Narsipur',
  'Raichur / Arakera',
  'Raichur / Sirwar',
  'Tumakuru / Kunigal',
  'Uttara Kannada / Supa',
  'Vijayanagara / Hadagalli',
  'Vijayapura / Almel',
  'Vijayapura / Chadchan',
  'Vijayapura / Kolhar',
  'Vijayapura / Nidagundi',
  'Vijayapura / Tikota',
  'Yadgir / Gurmitakal',
  'Yadgir / Hunasagi',
  'Yadgir / Wadagera',
];

/** Spaces, dots, every kind of dash, and the zero-width (non-)joiners some keyboards put inside conjuncts. */
const IGNORED = /[\s.\p{Pd}\u2212\u200c\u200d]/gu;
/** A virama ending a word: `ಬೀದರ್` and `ಬೀದರ` are written for one name. */
const FINAL_VIRAMA = /\u0ccd(?=[\s.\p{Pd}\u2212]|$)/gu;

/**
 * One key for the ways a name is typed, in either script: NFC, lower case, without spaces, dots,
 * dashes and zero-width joiners, and without a word-final virama. `ಹುಣಸೂರು` typed as decomposed
 * vowel signs, `Hunsur` and `HUN SUR` each give their script's one key.
 */
export const placeNameKey = (name: string): string =>
  name.normalize('NFC').replace(FINAL_VIRAMA, '').toLowerCase().replace(IGNORED, '');

const byKey = <T>(record: Readonly<Record<string, T>>) =>
  new Map(Object.entries(record).map(([english, value]) => [placeNameKey(english), value] as const));
const districtsByKey = byKey(PLACE_NAMES_KN);
const taluksByKey = new Map(Object.entries(PLACE_NAMES_KN).map(([district, d]) => [placeNameKey(district), byKey(d.taluks)]));

/** A district's Kannada name, by its English name as the seed spells it (case and spaces aside). */
export const districtNameKn = (district: string): string | undefined => districtsByKey.get(placeNameKey(district))?.name;

/** A taluk's Kannada name, by the English names of its district and of itself. */
export const talukNameKn = (district: string, taluk: string): string | undefined =>
  taluksByKey.get(placeNameKey(district))?.get(placeNameKey(taluk));

/**
 * Whether a typed query picks out a place: a case- and space-insensitive part of its English name or
 * of its Kannada name (compared after NFC). An empty query picks out every place.
 */
export function placeNameMatches(query: string, english: string, kannada?: string): boolean {
  const typed = placeNameKey(query);
  if (!typed) return true;
  return placeNameKey(english).includes(typed) || (kannada !== undefined && placeNameKey(kannada).includes(typed));
}
