/**
 * Why a row of an upload was not stored. Each reason says what was read and what is allowed, so the
 * office can mend the sheet without asking anyone.
 */

/** Longest value a reason repeats; a longer cell is cut (a reason is one line of the report). */
const SHOWN_MAX = 60;

/**
 * A cell's value as a reason quotes it. A cell holding 12 or more digits may be a full Aadhaar number,
 * which the portal never sends back: its digits are shown as x.
 */
export function shown(value: string): string {
  const digits = value.match(/\p{Nd}/gu)?.length ?? 0;
  const text = digits >= 12 ? value.replace(/\p{Nd}/gu, 'x') : value;
  return `"${text.length > SHOWN_MAX ? `${text.slice(0, SHOWN_MAX - 1)}…` : text}"`;
}

/** "A or B", "A, B or C". */
const orList = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}` : (names[0] ?? '');
/** A list of allowed names; names holding a comma (income ranges) are parted by semicolons. */
const list = (names: readonly string[]) => names.join(names.some((n) => n.includes(',')) ? '; ' : ', ');
const closest = (names: readonly string[]) => (names.length ? ` (closest: ${names.join(', ')})` : '');

/** How reasons name a column of the beneficiary sheet. */
export const UPLOAD_LABELS = {
  gender: 'Gender',
  dob: 'Date of birth',
  enrollmentDate: 'Enrollment date',
  familyMembers: 'Family members',
  earningMembers: 'Earning members',
  passingYear: 'Passing year',
  investmentAmount: 'Investment amount',
  duration: 'Duration',
  dfAssociate: 'Related to DF Associate',
  certified: 'Certification course',
  mutualFundType: 'SIP / LUMPSUM',
  educationStatus: 'Education status',
  district: 'District',
  taluk: 'Taluk',
  village: 'Village',
} as const;

/** How reasons name the kind of a look-up value or a place ("Unknown occupation …"). */
export const UPLOAD_KINDS = {
  occupation: 'occupation',
  familyIncomeSource: 'family income source',
  educationLevel: 'education level',
  incomeRange: 'income range',
  outreachChannel: 'outreach channel',
  subProgram: 'sub-programme',
  district: 'district',
  taluk: 'taluk',
  village: 'village',
} as const;

export const UPLOAD_REASONS = {
  /** `Gender "X": use Male or Female` */
  useOneOf: (label: string, value: string, allowed: readonly string[]) => `${label} ${shown(value)}: use ${orList(allowed)}`,
  /** `Date of birth "15/13/1985" is not a date (day/month/year)` */
  notADate: (label: string, value: string) => `${label} ${shown(value)} is not a date (day/month/year)`,
  /** `Family members "Five": must be a number` */
  notANumber: (label: string, value: string) => `${label} ${shown(value)}: must be a number`,
  notAWholeNumber: (label: string, value: string) => `${label} ${shown(value)}: must be a whole number`,
  /** `Unknown occupation "Farmer": use one of Unemployed, Primary Agriculture, …` */
  unknownValue: (kind: string, value: string, allowed: readonly string[]) =>
    `Unknown ${kind} ${shown(value)}: use one of ${list(allowed)}`,
  /** `District is empty (merged cell?)`: a merged cell leaves every row but its first empty. */
  emptyPlace: (label: string) => `${label} is empty (merged cell?)`,
  /** `Unknown village "Abbur" in Hunsur (closest: Abburu)` */
  unknownPlace: (kind: string, value: string, parent: string | undefined, near: readonly string[]) =>
    `Unknown ${kind} ${shown(value)}${parent ? ` in ${parent}` : ''}${closest(near)}`,
  /** `Unknown taluk "Hospet" in Ballari (Hosapete is in Vijayanagara)` */
  placeElsewhere: (kind: string, value: string, parent: string, found: string, foundParent: string) =>
    `Unknown ${kind} ${shown(value)} in ${parent} (${found} is in ${foundParent})`,
  /** Two places of one parent carry the name once their suffixes are left out: never guessed. */
  ambiguousPlace: (label: string, value: string, parent: string, names: readonly string[]) =>
    `${label} ${shown(value)} in ${parent} is ambiguous: use one of ${list(names)}`,
} as const;

/** The village upload's reasons (sentences, as its dialog has always shown them). */
export const VILLAGE_UPLOAD_REASONS = {
  allRequired: 'Village, Taluk and District are all required (text of at most 200 characters).',
  unknownDistrict: (value: string, near: readonly string[]) => `Unknown district ${shown(value)}${closest(near)}.`,
  talukNotInDistrict: (taluk: string, district: string, near: readonly string[]) =>
    `Taluk ${shown(taluk)} is not in district ${shown(district)}${closest(near)}.`,
} as const;
