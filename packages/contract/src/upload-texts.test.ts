import { describe, expect, it } from 'vitest';
import { ORG_EN } from './i18n/en/org.ts';
import { EN_IN, type MessageId } from './i18n/en-IN.ts';
import { formatMessage, type MessageValues } from './i18n/format.ts';
import { KN_IN } from './i18n/kn-IN.ts';
import { districtNameKn, talukNameKn } from './i18n/place-names-kn.ts';
import { type PlaceNames, REASONS as R, type Reason, reasonsText, reasonText } from './upload-reasons.ts';

const en = (reason: Reason) => reasonText(reason, formatMessage);
const knFormat = (id: MessageId, values?: MessageValues) => formatMessage(id, values, 'kn-IN', KN_IN);
const kn = (reason: Reason) => reasonText(reason, knFormat);
const KANNADA_PLACES: PlaceNames = { district: districtNameKn, taluk: talukNameKn };
const knPlaces = (reason: Reason) => reasonText(reason, knFormat, KANNADA_PLACES);
const T = (id: MessageId, values?: MessageValues) => formatMessage(id, values);

const SAMPLE: [Reason, string][] = [
  [R.useOneOf('gender', 'X', ['Male', 'Female']), 'Gender "X": use Male or Female'],
  [R.useOneOf('mutualFundType', 'monthly', ['SIP', 'LUMPSUM', 'Other']), 'SIP / LUMPSUM "monthly": use SIP, LUMPSUM or Other'],
  [R.notADate('dob', '15/13/1985'), 'Date of birth "15/13/1985" is not a date (day/month/year)'],
  [R.notANumber('familyMembers', 'Five'), 'Family members "Five": must be a number'],
  [R.notAWholeNumber('passingYear', '2015.5'), 'Passing year "2015.5": must be a whole number'],
  [
    R.unknownValue('occupation', 'Farmer', ['Unemployed', 'Primary Agriculture']),
    'Unknown occupation "Farmer": use one of Unemployed, Primary Agriculture',
  ],
  [
    R.unknownValue('incomeRange', 'lots', ['0 - 1,00,000', '1,00,001 - 2,00,000']),
    'Unknown income range "lots": use one of 0 - 1,00,000; 1,00,001 - 2,00,000',
  ],
  [R.emptyPlace('district'), 'District is empty (merged cell?)'],
  [R.unknownPlace('village', 'Abbur', 'Hunsur', ['Abburu']), 'Unknown village "Abbur" in Hunsur (closest: Abburu)'],
  [R.unknownPlace('village', 'Abbur', 'Hunsur', ['Abburu'], 'Mysuru'), 'Unknown village "Abbur" in Hunsur (closest: Abburu)'],
  [R.unknownPlace('district', 'Nowhere', undefined, []), 'Unknown district "Nowhere"'],
  [R.unknownPlace('taluk', 'Xyz', 'Mysuru', ['A', 'B']), 'Unknown taluk "Xyz" in Mysuru (closest: A, B)'],
  [
    R.placeElsewhere('taluk', 'Hospet', 'Ballari', 'Hosapete', 'Vijayanagara'),
    'Unknown taluk "Hospet" in Ballari (Hosapete is in Vijayanagara)',
  ],
  [
    R.ambiguousPlace('village', 'Hosahalli', 'Hunsur', ['Hosahalli A', 'Hosahalli B']),
    'Village "Hosahalli" in Hunsur is ambiguous: use one of Hosahalli A, Hosahalli B',
  ],
  [R.unknownValue('occupation', '123456789012', ['A']), 'Unknown occupation "xxxxxxxxxxxx": use one of A'],
  [R.notADate('dob', 'a'.repeat(80)), `Date of birth "${'a'.repeat(59)}…" is not a date (day/month/year)`],
  [R.villageAllRequired(), 'Village, Taluk and District are all required (text of at most 200 characters).'],
  [R.unknownDistrict('Mysore city', ['Mysuru']), 'Unknown district "Mysore city" (closest: Mysuru).'],
  [R.unknownDistrict('Qq', []), 'Unknown district "Qq".'],
  [R.talukNotInDistrict('Hospet', 'Ballari', ['Hosapete']), 'Taluk "Hospet" is not in district "Ballari" (closest: Hosapete).'],
  [
    R.talukNotInDistrict('Hunsru', 'mysore', ['Hunsur'], 'Mysuru'),
    'Taluk "Hunsru" is not in district "mysore" (closest: Hunsur).',
  ],
  [
    R.ambiguousPlace('district', 'Bengaluru', 'Karnataka', ['Bengaluru Rural', 'Bengaluru Urban']),
    'District "Bengaluru" in Karnataka is ambiguous: use one of Bengaluru Rural, Bengaluru Urban',
  ],
  // the consent columns (decision 038)
  [R.consentNotRecorded(), 'Consent not recorded: this office registers a person only with their consent (Consent Yes)'],
  [R.consentDay('future', '2999-01-01'), 'Consent date "2999-01-01" is after today'],
  [R.consentDay('beforeBirth', '1980-01-01'), 'Consent date "1980-01-01" is before the date of birth'],
  [R.useOneOf('consent', 'Maybe', ['Yes', 'No']), 'Consent "Maybe": use Yes or No'],
  [
    R.unknownValue('consentMethod', 'Email', ['Signed form', 'Thumb impression', 'Spoken, before a witness']),
    'Unknown consent method "Email": use one of Signed form; Thumb impression; Spoken, before a witness',
  ],
  [
    R.unknownValue('guardianRelationship', 'Uncle', ['Mother', 'Father', 'Other guardian']),
    'Unknown guardian relationship "Uncle": use one of Mother, Father, Other guardian',
  ],
];

/** The upload's English texts as the portal has always printed them: a change of how they are built keeps them. */
describe('upload texts in English', () => {
  it('reasons read as before', () => {
    for (const [reason, text] of SAMPLE) expect(en(reason)).toBe(text);
    expect(reasonsText([R.emptyPlace('district'), R.emptyPlace('taluk')], formatMessage)).toBe(
      'District is empty (merged cell?); Taluk is empty (merged cell?)',
    );
  });

  it('dialog texts with values read as before', () => {
    expect(T('upload.tooLarge', { format: 'xlsx', mb: 16 })).toBe(
      'The .xlsx file is larger than 16 MB, more than a sheet of 50,000 rows needs. Please split it into smaller files.',
    );
    expect(T('upload.tooLarge', { format: 'xls', mb: 20 })).toBe(
      'The .xls file is larger than 20 MB, more than a sheet of 50,000 rows needs. Please split it into smaller files.',
    );
    expect(T('upload.fullAadhaarIn', { columns: '"Mobile", "Notes"' })).toBe(
      '"Mobile", "Notes": 12 digits, like a full Aadhaar number. The cell was cleared and the row was not sent; only the last 4 digits of Aadhaar may be uploaded.',
    );
    expect(T('upload.mapping.fieldFor', { heading: 'Name' })).toBe('Field for column "Name"');
    expect(T('upload.mapping.unused', { headings: '"A", "B"' })).toBe('Columns that fill nothing: "A", "B".');
    expect(T('upload.mapping.missing', { fields: '"First Name"' })).toBe(
      'No column for "First Name". Nothing is uploaded until every required field has a column: choose the column that holds it, or add it to the sheet.',
    );
    expect(T('upload.mapping.splitName', { heading: 'Name' })).toBe(
      '"Name" holds full names and the sheet has no last-name column: the first word is read as the first name and the rest as the last name.',
    );
    expect(T('upload.mapping.headingsAt', { row: 3, sheet: 'Sheet1' })).toBe('Headings read from row 3 of sheet "Sheet1".');
    expect(T('upload.sheetOption', { name: 'Sheet1', rows: 1200, headingRow: 2 })).toBe('Sheet1 (1200 rows, headings on row 2)');
    expect(T('upload.hidden', { count: 1 })).toBe('1 row is hidden in the sheet (filtered out or hidden by hand).');
    expect(T('upload.hidden', { count: 3 })).toBe('3 rows are hidden in the sheet (filtered out or hidden by hand).');
    expect(T('upload.skipHidden', { count: 1 })).toBe('Skip the 1 hidden row');
    expect(T('upload.skipHidden', { count: 4 })).toBe('Skip the 4 hidden rows');
    expect(T('upload.reportHidden', { count: 2, skipped: 'yes' })).toBe('Hidden rows: 2 (skipped, not uploaded).');
    expect(T('upload.reportHidden', { count: 1, skipped: 'no' })).toBe('Hidden rows: 1 (read like the others).');
    expect(T('upload.intro')).toBe(
      'Bring villages and beneficiaries in from Excel sheets (.xlsx up to 16 MB or .xls up to 20 MB, and 50,000 rows).',
    );
  });
});

describe('upload texts in Kannada', () => {
  it('every reason reads in Kannada, with the values it was given', () => {
    for (const [reason, english] of SAMPLE) {
      const text = kn(reason);
      expect(text).not.toBe(english);
      expect(text).toMatch(/[\u0C80-\u0CFF]/);
      const quoted = (reason.reasonValues?.value as string | undefined) ?? '';
      expect(text).toContain(quoted);
    }
    expect(kn(R.useOneOf('gender', 'X', ['Male', 'Female']))).toBe('ಲಿಂಗ "X": Male ಅಥವಾ Female ಬಳಸಿ');
  });

  it('writes the case ending on the kind of the parent place, never on its name', () => {
    expect(kn(R.unknownPlace('village', 'Abbur', 'Hunsur', ['Abburu']))).toBe(
      'Hunsur ತಾಲ್ಲೂಕಿನಲ್ಲಿ "Abbur" ಎಂಬ ಗ್ರಾಮ ಇಲ್ಲ (ಹೋಲುವ ಹೆಸರು: Abburu)',
    );
    expect(kn(R.unknownPlace('taluk', 'Xyz', 'Mysuru', ['A', 'B']))).toBe(
      'Mysuru ಜಿಲ್ಲೆಯಲ್ಲಿ "Xyz" ಎಂಬ ತಾಲ್ಲೂಕು ಇಲ್ಲ (ಹೋಲುವ ಹೆಸರುಗಳು: A, B)',
    );
    for (const [reason] of SAMPLE) expect(kn(reason)).not.toMatch(/ (ನಲ್ಲಿ|ರಲ್ಲಿ|ನ|ರ|ಗೆ|ಕ್ಕೆ|ಅನ್ನು|ರಿಂದ) /);
  });

  it('names districts, taluks and the state in Kannada, and leaves the values as typed and villages as they are', () => {
    expect(knPlaces(R.unknownPlace('village', 'Abbur', 'Hunsur', ['Abburu'], 'Mysuru'))).toBe(
      'ಹುಣಸೂರು ತಾಲ್ಲೂಕಿನಲ್ಲಿ "Abbur" ಎಂಬ ಗ್ರಾಮ ಇಲ್ಲ (ಹೋಲುವ ಹೆಸರು: Abburu)',
    );
    expect(knPlaces(R.unknownPlace('taluk', 'Hunsru', 'Mysuru', ['Hunsur', 'Nowhere']))).toBe(
      'ಮೈಸೂರು ಜಿಲ್ಲೆಯಲ್ಲಿ "Hunsru" ಎಂಬ ತಾಲ್ಲೂಕು ಇಲ್ಲ (ಹೋಲುವ ಹೆಸರುಗಳು: ಹುಣಸೂರು, Nowhere)',
    );
    expect(knPlaces(R.unknownPlace('district', 'Mysoor', undefined, ['Mysuru']))).toBe('"Mysoor" ಎಂಬ ಜಿಲ್ಲೆ ಇಲ್ಲ (ಹೋಲುವ ಹೆಸರು: ಮೈಸೂರು)');
    expect(knPlaces(R.placeElsewhere('taluk', 'Hospet', 'Ballari', 'Hosapete', 'Vijayanagara'))).toBe(
      'ಬಳ್ಳಾರಿ ಜಿಲ್ಲೆಯಲ್ಲಿ "Hospet" ಎಂಬ ತಾಲ್ಲೂಕು ಇಲ್ಲ (ಹೊಸಪೇಟೆ ಇರುವುದು ವಿಜಯನಗರ ಜಿಲ್ಲೆಯಲ್ಲಿ)',
    );
    expect(knPlaces(R.ambiguousPlace('district', 'Bengaluru', 'Karnataka', ['Bengaluru Rural', 'Bengaluru Urban']))).toBe(
      'ಕರ್ನಾಟಕ ರಾಜ್ಯದಲ್ಲಿ ಜಿಲ್ಲೆ "Bengaluru" ಒಂದಕ್ಕಿಂತ ಹೆಚ್ಚು ಸ್ಥಳಗಳ ಹೆಸರಿಗೆ ಹೊಂದುತ್ತದೆ; ಇವುಗಳಲ್ಲಿ ಒಂದನ್ನು ಬಳಸಿ: ಬೆಂಗಳೂರು ಗ್ರಾಮಾಂತರ, ಬೆಂಗಳೂರು ನಗರ',
    );
    expect(knPlaces(R.ambiguousPlace('village', 'Hosahalli', 'Hunsur', ['Hosahalli A', 'Hosahalli B'], 'Mysuru'))).toBe(
      'ಹುಣಸೂರು ತಾಲ್ಲೂಕಿನಲ್ಲಿ ಗ್ರಾಮ "Hosahalli" ಒಂದಕ್ಕಿಂತ ಹೆಚ್ಚು ಸ್ಥಳಗಳ ಹೆಸರಿಗೆ ಹೊಂದುತ್ತದೆ; ಇವುಗಳಲ್ಲಿ ಒಂದನ್ನು ಬಳಸಿ: Hosahalli A, Hosahalli B',
    );
    expect(knPlaces(R.unknownDistrict('Mysoor', ['Mysuru']))).toBe('"Mysoor" ಎಂಬ ಜಿಲ್ಲೆ ಇಲ್ಲ (ಹೋಲುವ ಹೆಸರು: ಮೈಸೂರು).');
    expect(knPlaces(R.talukNotInDistrict('Hunsru', 'mysore', ['Hunsur'], 'Mysuru'))).toBe(
      '"mysore" ಜಿಲ್ಲೆಯಲ್ಲಿ "Hunsru" ಎಂಬ ತಾಲ್ಲೂಕು ಇಲ್ಲ (ಹೋಲುವ ಹೆಸರು: ಹುಣಸೂರು).',
    );
    // a recorded reason from before the district came with it: the taluk keeps its English name
    expect(knPlaces(R.unknownPlace('village', 'Abbur', 'Hunsur', []))).toBe('Hunsur ತಾಲ್ಲೂಕಿನಲ್ಲಿ "Abbur" ಎಂಬ ಗ್ರಾಮ ಇಲ್ಲ');
    // English is never renamed
    expect(reasonText(R.unknownPlace('taluk', 'Hunsru', 'Mysuru', ['Hunsur']), formatMessage)).toBe(
      'Unknown taluk "Hunsru" in Mysuru (closest: Hunsur)',
    );
  });

  it('every org message has a Kannada text that formats with the English values', () => {
    const values = { count: 2, setAside: 1, dryRun: 'yes', skipped: 'no', nearCount: 1, parentLevel: 'district' };
    for (const id of Object.keys(ORG_EN) as MessageId[]) {
      expect(KN_IN[id], id).toMatch(/[\u0C80-\u0CFF]/);
      const placeholders = [...EN_IN[id].matchAll(/(?<!(?:one|other|yes|=0) )\{(\w+)\}/g)].map((m) => m[1]);
      const filled = Object.fromEntries(placeholders.map((p) => [p, `«${p}»`]));
      const text = formatMessage(id, { ...filled, ...values }, 'kn-IN', KN_IN);
      for (const p of placeholders) if (!(p in values)) expect(text, id).toContain(`«${p}»`);
    }
  });
});
