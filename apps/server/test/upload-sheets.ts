/** Rows of an upload's chunk in the upload tests (decision 048): a sheet of a few chunks is a few hundred rows. */
export const CHUNK = 200;
/** The setting that gives the portal under test those chunks. */
export const CHUNKED = { UPLOAD_CHUNK_ROWS: String(CHUNK) };

/**
 * Row i's first name under one prefix: letters only, distinct below 456,976, and in the order of i,
 * so a sheet of them is in person-key order (the order the upload writes in).
 */
export const nameOfRow = (prefix: string, i: number) =>
  prefix + [17_576, 676, 26, 1].map((unit) => String.fromCharCode(97 + (Math.floor(i / unit) % 26))).join('');

/** `rows` new people of a village of Hunsur, as the dialog sends them, in the order they are written; every third enrols. */
export function hunsurSheet(options: { prefix: string; rows: number; village: string; facilitator: string }) {
  return Array.from({ length: options.rows }, (_, i) => ({
    ff_email: options.facilitator,
    first_name: nameOfRow(options.prefix, i),
    aadhaar_no: '4455',
    gender_id: '2',
    dob: '1991-07-04',
    mobile_no: '9845011122',
    district: 'Mysuru',
    taluka: 'Hunsur',
    village: options.village,
    total_family_members: '5',
    beneficiary_annual_source: 'primary agriculture',
    ...(i % 3 === 0
      ? {
          sub_program: 'Financial Literacy',
          enrollment_date: '2025-01-15',
          enrollment_status: '4',
          outreach_channel: 'Word of mouth',
          df_associate: '0',
          education_level: 'Illiterate',
          family_annual_source: 'Enterprise',
          earning_range: '0 - 2,00,000',
        }
      : {}),
    rowNumber: i + 2,
  }));
}
