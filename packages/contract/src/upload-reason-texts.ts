import { REQUEST_ERRORS } from './messages.ts';

/** The English texts of an upload's reasons (upload-reasons.ts builds the reasons from their ids). */

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
  consent: 'Consent',
  consentDate: 'Consent date',
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
  consentMethod: 'consent method',
  guardianRelationship: 'guardian relationship',
} as const;

const CLOSEST = '{nearCount, plural, =0 {} other { (closest: {near})}}';

/**
 * Why a row was not stored, in ICU MessageFormat. `{label}` and `{kind}` are the texts above,
 * `{value}` the cell as `shown` quotes it, `{choices}` a list ending in "or", `{names}` and `{near}` lists.
 */
export const UPLOAD_REASONS = {
  /** `Gender "X": use Male or Female` */
  useOneOf: '{label} {value}: use {choices}',
  /** `Date of birth "15/13/1985" is not a date (day/month/year)` */
  notADate: '{label} {value} is not a date (day/month/year)',
  /** `Family members "Five": must be a number` */
  notANumber: '{label} {value}: must be a number',
  notAWholeNumber: '{label} {value}: must be a whole number',
  /** `Unknown occupation "Farmer": use one of Unemployed, Primary Agriculture, …` */
  unknownValue: 'Unknown {kind} {value}: use one of {names}',
  /** `District is empty (merged cell?)`: a merged cell leaves every row but its first empty. */
  emptyPlace: '{label} is empty (merged cell?)',
  /** `Unknown district "Mysuru city" (closest: Mysuru)` */
  unknownPlace: `Unknown {kind} {value}${CLOSEST}`,
  /** `Unknown village "Abbur" in Hunsur (closest: Abburu)` */
  unknownPlaceIn: `Unknown {kind} {value} in {parent}${CLOSEST}`,
  /** `Unknown taluk "Hospet" in Ballari (Hosapete is in Vijayanagara)` */
  placeElsewhere: 'Unknown {kind} {value} in {parent} ({found} is in {foundParent})',
  /** Two places of one parent carry the name once their suffixes are left out: never guessed. */
  ambiguousPlace: '{label} {value} in {parent} is ambiguous: use one of {names}',
  /** A cell holding text the database cannot store (a NUL); the value is never repeated. */
  unstorable: `Column "{heading}": ${REQUEST_ERRORS.unstorableText}`,
  notARecord: 'Not a beneficiary record.',
  sameAs: 'Same person as row {row}; skipped.',
  facilitatorUnknown: 'Facilitator "{facilitator}" matches no staff member; recorded as created by you.',
  /** The office requires consent (decision 036) and the row's Consent is empty or No. */
  consentNotRecorded: 'Consent not recorded: this office registers a person only with their consent (Consent Yes)',
  /** `Consent date "2030-01-05" is after today` */
  consentDateFuture: '{label} {value} is after today',
  /** `Consent date "1984-01-05" is before the date of birth` */
  consentBeforeBirth: '{label} {value} is before the date of birth',
  /** A rule's own text the portal has no message id for (not expected): shown as the server wrote it. */
  other: '{text}',
  /** "A or B", "A, B or C". */
  orList: '{init} or {last}',
} as const;

/** The village upload's reasons (sentences, as its dialog has always shown them). */
export const VILLAGE_UPLOAD_REASONS = {
  allRequired: 'Village, Taluk and District are all required (text of at most 200 characters).',
  unknownDistrict: `Unknown district {value}${CLOSEST}.`,
  talukNotInDistrict: `Taluk {value} is not in district {district}${CLOSEST}.`,
} as const;
