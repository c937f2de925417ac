import { describe, expect, it } from 'vitest';
import { UPLOAD_TEXT as T } from './org-upload.ts';
import { UPLOAD_KINDS as K, UPLOAD_LABELS as L, UPLOAD_REASONS as R, VILLAGE_UPLOAD_REASONS as V } from './upload-reasons.ts';

/** The upload's English texts as the portal has always printed them: a change of how they are built keeps them. */
describe('upload texts in English', () => {
  it('reasons read as before', () => {
    expect(R.useOneOf(L.gender, 'X', ['Male', 'Female'])).toBe('Gender "X": use Male or Female');
    expect(R.useOneOf(L.mutualFundType, 'monthly', ['SIP', 'LUMPSUM', 'Other'])).toBe(
      'SIP / LUMPSUM "monthly": use SIP, LUMPSUM or Other',
    );
    expect(R.notADate(L.dob, '15/13/1985')).toBe('Date of birth "15/13/1985" is not a date (day/month/year)');
    expect(R.notANumber(L.familyMembers, 'Five')).toBe('Family members "Five": must be a number');
    expect(R.notAWholeNumber(L.passingYear, '2015.5')).toBe('Passing year "2015.5": must be a whole number');
    expect(R.unknownValue(K.occupation, 'Farmer', ['Unemployed', 'Primary Agriculture'])).toBe(
      'Unknown occupation "Farmer": use one of Unemployed, Primary Agriculture',
    );
    expect(R.unknownValue(K.incomeRange, 'lots', ['0 - 1,00,000', '1,00,001 - 2,00,000'])).toBe(
      'Unknown income range "lots": use one of 0 - 1,00,000; 1,00,001 - 2,00,000',
    );
    expect(R.emptyPlace(L.district)).toBe('District is empty (merged cell?)');
    expect(R.unknownPlace(K.village, 'Abbur', 'Hunsur', ['Abburu'])).toBe('Unknown village "Abbur" in Hunsur (closest: Abburu)');
    expect(R.unknownPlace(K.district, 'Nowhere', undefined, [])).toBe('Unknown district "Nowhere"');
    expect(R.unknownPlace(K.taluk, 'Xyz', 'Mysuru', ['A', 'B'])).toBe('Unknown taluk "Xyz" in Mysuru (closest: A, B)');
    expect(R.placeElsewhere(K.taluk, 'Hospet', 'Ballari', 'Hosapete', 'Vijayanagara')).toBe(
      'Unknown taluk "Hospet" in Ballari (Hosapete is in Vijayanagara)',
    );
    expect(R.ambiguousPlace(L.village, 'Hosahalli', 'Hunsur', ['Hosahalli A', 'Hosahalli B'])).toBe(
      'Village "Hosahalli" in Hunsur is ambiguous: use one of Hosahalli A, Hosahalli B',
    );
    expect(R.unknownValue(K.occupation, '123456789012', ['A'])).toBe('Unknown occupation "xxxxxxxxxxxx": use one of A');
    expect(R.notADate(L.dob, 'a'.repeat(80))).toBe(`Date of birth "${'a'.repeat(59)}…" is not a date (day/month/year)`);
    expect(V.allRequired).toBe('Village, Taluk and District are all required (text of at most 200 characters).');
    expect(V.unknownDistrict('Mysore city', ['Mysuru'])).toBe('Unknown district "Mysore city" (closest: Mysuru).');
    expect(V.unknownDistrict('Qq', [])).toBe('Unknown district "Qq".');
    expect(V.talukNotInDistrict('Hospet', 'Ballari', ['Hosapete'])).toBe(
      'Taluk "Hospet" is not in district "Ballari" (closest: Hosapete).',
    );
  });

  it('dialog texts with values read as before', () => {
    expect(T.tooLarge('xlsx')).toBe(
      'The .xlsx file is larger than 16 MB, more than a sheet of 50,000 rows needs. Please split it into smaller files.',
    );
    expect(T.tooLarge('xls')).toBe(
      'The .xls file is larger than 20 MB, more than a sheet of 50,000 rows needs. Please split it into smaller files.',
    );
    expect(T.fullAadhaarIn('"Mobile", "Notes"')).toBe(
      '"Mobile", "Notes": 12 digits, like a full Aadhaar number. The cell was cleared and the row was not sent; only the last 4 digits of Aadhaar may be uploaded.',
    );
    expect(T.mapping.fieldFor('Name')).toBe('Field for column "Name"');
    expect(T.mapping.unused('"A", "B"')).toBe('Columns that fill nothing: "A", "B".');
    expect(T.mapping.missing('"First Name"')).toBe(
      'No column for "First Name". Nothing is uploaded until every required field has a column: choose the column that holds it, or add it to the sheet.',
    );
    expect(T.mapping.splitName('Name')).toBe(
      '"Name" holds full names and the sheet has no last-name column: the first word is read as the first name and the rest as the last name.',
    );
    expect(T.mapping.headingsAt(3, 'Sheet1')).toBe('Headings read from row 3 of sheet "Sheet1".');
    expect(T.sheetOption('Sheet1', 1200, 2)).toBe('Sheet1 (1200 rows, headings on row 2)');
    expect(T.hidden(1)).toBe('1 row is hidden in the sheet (filtered out or hidden by hand).');
    expect(T.hidden(3)).toBe('3 rows are hidden in the sheet (filtered out or hidden by hand).');
    expect(T.skipHidden(1)).toBe('Skip the 1 hidden row');
    expect(T.skipHidden(4)).toBe('Skip the 4 hidden rows');
    expect(T.reportHidden(2, true)).toBe('Hidden rows: 2 (skipped, not uploaded).');
    expect(T.reportHidden(1, false)).toBe('Hidden rows: 1 (read like the others).');
    expect(T.intro).toBe(
      'Bring villages and beneficiaries in from Excel sheets (.xlsx up to 16 MB or .xls up to 20 MB, and 50,000 rows).',
    );
  });
});
