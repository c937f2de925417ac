import type { BeneficiaryUploadField } from '@portal/contract/org-upload';
import { BENEFICIARY_HEADING_ALIASES, BENEFICIARY_TEMPLATE_HEADINGS } from '@portal/contract/upload-headings';

/** Headings compare on letters and digits only, so case, spaces and punctuation never matter. */
export const headingKey = (heading: unknown) =>
  String(heading ?? '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');

/** The template's headings (spec §3), as the server names them in its reasons. */
export const BENEFICIARY_TEMPLATE = BENEFICIARY_TEMPLATE_HEADINGS;

/** The heading each field has in the template, for the column mapping and the reasons. */
export const TEMPLATE_HEADING = Object.fromEntries(BENEFICIARY_TEMPLATE.map(([heading, field]) => [field, heading])) as Record<
  BeneficiaryUploadField,
  string
>;

export const BENEFICIARY_HEADINGS = new Map<string, BeneficiaryUploadField>(
  [...BENEFICIARY_TEMPLATE, ...BENEFICIARY_HEADING_ALIASES].map(([heading, field]) => [headingKey(heading), field]),
);
const TEMPLATE_KEYS = new Set(BENEFICIARY_TEMPLATE.map(([heading]) => headingKey(heading)));

/**
 * Columns a sheet must have for its rows to be stored whole. Aadhaar is among them though its cells may
 * be empty: a sheet whose Aadhaar column was not recognised would store the same people again, under a
 * different person key, on every corrected upload.
 */
export const REQUIRED_FIELDS: readonly BeneficiaryUploadField[] = [
  'first_name',
  'aadhaar_no',
  'gender_id',
  'dob',
  'mobile_no',
  'district',
  'taluka',
  'village',
  'total_family_members',
  'beneficiary_annual_source',
];

/** How a heading was matched: exactly the template's, a known other spelling, or a near one the office confirms. */
export type HeadingMatch = 'exact' | 'alias' | 'near';

/** Levenshtein distance, stopping early past `limit` (headings are short). */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      best = Math.min(best, current[j]);
    }
    if (best > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}

/** Words that name one field wherever they stand in a heading ("Aadhar No. (last four)", "Mobile of beneficiary"). */
const KEYWORDS: [RegExp, BeneficiaryUploadField][] = [
  [/a+d+h+a+r/, 'aadhaar_no'],
  [/mobile|phone/, 'mobile_no'],
  [/birth|dob/, 'dob'],
  [/gender/, 'gender_id'],
  [/pin(code)?$|pincode/, 'pincode'],
  [/taluk/, 'taluka'],
  [/district|zilla/, 'district'],
  [/village/, 'village'],
  [/familymember/, 'total_family_members'],
  [/occupation/, 'beneficiary_annual_source'],
  [/email/, 'email_id'],
];

/**
 * The field a sheet's heading fills, and how surely: the template's heading or a known spelling, else a
 * heading within a typo or two of one (`Aadhaar nmber last 4 digits`), else one naming a field by a
 * word only it uses (`Aadhar No. (last four)`). Undefined when nothing fits.
 */
export function matchHeading(heading: unknown): { field: BeneficiaryUploadField; match: HeadingMatch } | undefined {
  const key = headingKey(heading);
  if (!key) return undefined;
  const known = BENEFICIARY_HEADINGS.get(key);
  if (known) return { field: known, match: TEMPLATE_KEYS.has(key) ? 'exact' : 'alias' };
  if (key.length >= 5) {
    const limit = key.length >= 12 ? 2 : 1;
    for (const [other, field] of BENEFICIARY_HEADINGS) {
      if (other.length >= 5 && distance(key, other, limit) <= limit) return { field, match: 'near' };
    }
  }
  const keyword = KEYWORDS.find(([pattern]) => pattern.test(key));
  return keyword && { field: keyword[1], match: 'near' };
}
