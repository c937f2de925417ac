import type { CONSENT_RULES } from './consent-text.ts';
import type { MessageId } from './i18n/en-IN.ts';
import { STATES } from './lookups.ts';
import type { BENEFICIARY_RULES, PROGRAM_RULES } from './messages.ts';
import { UPLOAD_KINDS, UPLOAD_LABELS, UPLOAD_REASONS, VILLAGE_UPLOAD_REASONS } from './upload-reason-texts.ts';

// the English texts live apart, so that the catalogue they go into does not import this module back
export { UPLOAD_KINDS, UPLOAD_LABELS, UPLOAD_REASONS, VILLAGE_UPLOAD_REASONS };

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

type Ids<Prefix extends string, T> = `${Prefix}.${keyof T & string}`;
export type LabelId = Ids<'uploadLabel', typeof UPLOAD_LABELS>;
export type KindId = Ids<'uploadKind', typeof UPLOAD_KINDS>;
export type ReasonId =
  | Ids<'uploadReason', typeof UPLOAD_REASONS>
  | Ids<'villageReason', typeof VILLAGE_UPLOAD_REASONS>
  | Ids<'beneficiaryRule', typeof BENEFICIARY_RULES>
  | Ids<'programRule', typeof PROGRAM_RULES>
  | Ids<'consentRule', typeof CONSENT_RULES>
  | 'request.unstorableText'
  | 'upload.fullAadhaarIn'
  | 'upload.fullAadhaarAlsoIn';

/**
 * One reason by message id, for the report in the user's language. Values: `label` and `kind` are message
 * ids of the labels and kinds above; `choices`, `names` and `near` are lists of names; the rest as shown.
 */
export interface Reason {
  reasonId: ReasonId;
  reasonValues?: Record<string, string | number | readonly string[]>;
}

/** What formats a message: `formatMessage` on the server and in tests, `t` or `text` in the web. */
export type FormatText = (id: MessageId, values?: Record<string, string | number>) => string;

/** A list of allowed names; names holding a comma (income ranges) are parted by semicolons. */
const list = (names: readonly string[]) => names.join(names.some((n) => n.includes(',')) ? '; ' : ', ');

/**
 * How a language names Karnataka's places, by the English names the server keeps: undefined keeps
 * the English name. Village names stay as the Census spells them in every language; the state is
 * named by the catalogue (`lookup.state.*`).
 */
export interface PlaceNames {
  district: (district: string) => string | undefined;
  taluk: (district: string, taluk: string) => string | undefined;
}

/** The place one level up, which a reason's `parent` names: a district's is the state. */
const PARENT_LEVEL: Readonly<Record<string, 'state' | 'district' | 'taluk'>> = {
  district: 'state',
  taluk: 'district',
  village: 'taluk',
};

/** What a reason names a place of: `district` for `uploadKind.district` or `uploadLabel.district`. */
const levelOf = (values: NonNullable<Reason['reasonValues']>) => String(values.kind ?? values.label ?? '').split('.')[1] ?? '';

/**
 * The reason with its districts and taluks named as `names` names them; the values
 * as typed in the sheet (`value`, a typed `district`) stay as typed. A taluk is known by its
 * district: the reason's `parent` where that is a district, else its `inDistrict`.
 */
export function withPlaceNames(reason: Reason, names: PlaceNames): Reason {
  const given = reason.reasonValues;
  if (!given) return reason;
  const values = { ...given };
  const text = (key: string) => (typeof given[key] === 'string' ? (given[key] as string) : undefined);
  const rename = (key: string, name: (english: string) => string | undefined) => {
    const value = given[key];
    if (typeof value === 'string') values[key] = name(value) ?? value;
    else if (Array.isArray(value)) values[key] = value.map((v: string) => name(v) ?? v);
  };
  const district = (english: string) => names.district(english);
  const talukIn = (home: string | undefined) => (english: string) => (home ? names.taluk(home, english) : undefined);
  const level = levelOf(given);
  switch (reason.reasonId) {
    case 'uploadReason.unknownPlace':
    case 'villageReason.unknownDistrict':
      rename('near', district);
      break;
    case 'uploadReason.unknownPlaceIn':
    case 'uploadReason.ambiguousPlace':
      if (level === 'district') {
        rename('names', district);
      } else if (level === 'taluk') {
        rename('parent', district);
        rename('near', talukIn(text('parent')));
        rename('names', talukIn(text('parent')));
      } else if (level === 'village') {
        rename('parent', talukIn(text('inDistrict')));
      }
      break;
    case 'uploadReason.placeElsewhere':
      rename('parent', district);
      rename('found', talukIn(text('foundParent')));
      rename('foundParent', district);
      break;
    case 'villageReason.talukNotInDistrict':
      rename('near', talukIn(text('inDistrict')));
      break;
  }
  return { ...reason, reasonValues: values };
}

/**
 * One reason in the language `format` speaks, its places named as `places` names them (as the
 * server sent them without). A reason naming a parent place also gives `parentLevel` (state,
 * district or taluk), which English leaves unsaid and Kannada writes as the noun its case ending
 * goes on: "ಮೈಸೂರು ಜಿಲ್ಲೆಯಲ್ಲಿ", in Mysuru district.
 */
export function reasonText(reason: Reason, format: FormatText, places?: PlaceNames): string {
  const { reasonId, reasonValues = {} } = places ? withPlaceNames(reason, places) : reason;
  const values: Record<string, string | number> = {};
  for (const [key, value] of Object.entries(reasonValues)) {
    if (typeof value !== 'object') values[key] = key === 'label' || key === 'kind' ? format(value as MessageId) : value;
    else if (key === 'choices')
      values[key] =
        value.length > 1
          ? format('uploadReason.orList', { init: value.slice(0, -1).join(', '), last: value[value.length - 1] })
          : (value[0] ?? '');
    else {
      values[key] = key === 'near' ? value.join(', ') : list(value);
      values[`${key}Count`] = value.length;
    }
  }
  if (!('near' in reasonValues)) values.nearCount = 0;
  if ('parent' in reasonValues) {
    values.parentLevel = PARENT_LEVEL[levelOf(reasonValues)] ?? 'other';
    // the parent of a district is the state, a look-up of the catalogue
    const state = values.parentLevel === 'state' ? STATES.find((s) => s.name === reasonValues.parent) : undefined;
    if (state) values.parent = format(`lookup.state.${state.id}` as MessageId);
  }
  return format(reasonId, values);
}

/** A row's reasons, as one line of the report. */
export const reasonsText = (reasons: readonly Reason[], format: FormatText, places?: PlaceNames) =>
  reasons.map((r) => reasonText(r, format, places)).join('; ');

const label = (key: keyof typeof UPLOAD_LABELS): LabelId => `uploadLabel.${key}`;
const kind = (key: keyof typeof UPLOAD_KINDS): KindId => `uploadKind.${key}`;
export type LabelKey = keyof typeof UPLOAD_LABELS;
export type KindKey = keyof typeof UPLOAD_KINDS;
type Label = LabelKey;
type Kind = KindKey;

/** The reasons with their values, as the checks of both uploads give them. */
export const REASONS = {
  useOneOf: (l: Label, value: string, allowed: readonly string[]): Reason => ({
    reasonId: 'uploadReason.useOneOf',
    reasonValues: { label: label(l), value: shown(value), choices: allowed },
  }),
  notADate: (l: Label, value: string): Reason => ({
    reasonId: 'uploadReason.notADate',
    reasonValues: { label: label(l), value: shown(value) },
  }),
  notANumber: (l: Label, value: string): Reason => ({
    reasonId: 'uploadReason.notANumber',
    reasonValues: { label: label(l), value: shown(value) },
  }),
  notAWholeNumber: (l: Label, value: string): Reason => ({
    reasonId: 'uploadReason.notAWholeNumber',
    reasonValues: { label: label(l), value: shown(value) },
  }),
  unknownValue: (k: Kind, value: string, allowed: readonly string[]): Reason => ({
    reasonId: 'uploadReason.unknownValue',
    reasonValues: { kind: kind(k), value: shown(value), names: allowed },
  }),
  emptyPlace: (l: Label): Reason => ({ reasonId: 'uploadReason.emptyPlace', reasonValues: { label: label(l) } }),
  /** `inDistrict`: for a village, the district of its taluk (`parent`), by which the taluk is named in Kannada. */
  unknownPlace: (k: Kind, value: string, parent: string | undefined, near: readonly string[], inDistrict?: string): Reason =>
    parent
      ? {
          reasonId: 'uploadReason.unknownPlaceIn',
          reasonValues: { kind: kind(k), value: shown(value), parent, near, ...(inDistrict ? { inDistrict } : {}) },
        }
      : { reasonId: 'uploadReason.unknownPlace', reasonValues: { kind: kind(k), value: shown(value), near } },
  placeElsewhere: (k: Kind, value: string, parent: string, found: string, foundParent: string): Reason => ({
    reasonId: 'uploadReason.placeElsewhere',
    reasonValues: { kind: kind(k), value: shown(value), parent, found, foundParent },
  }),
  ambiguousPlace: (l: Label, value: string, parent: string, names: readonly string[], inDistrict?: string): Reason => ({
    reasonId: 'uploadReason.ambiguousPlace',
    reasonValues: { label: label(l), value: shown(value), parent, names, ...(inDistrict ? { inDistrict } : {}) },
  }),
  unstorable: (heading: string): Reason => ({ reasonId: 'uploadReason.unstorable', reasonValues: { heading } }),
  notARecord: (): Reason => ({ reasonId: 'uploadReason.notARecord' }),
  sameAs: (row: number): Reason => ({ reasonId: 'uploadReason.sameAs', reasonValues: { row } }),
  facilitatorUnknown: (facilitator: string): Reason => ({
    reasonId: 'uploadReason.facilitatorUnknown',
    reasonValues: { facilitator },
  }),
  other: (text: string): Reason => ({ reasonId: 'uploadReason.other', reasonValues: { text } }),
  consentNotRecorded: (): Reason => ({ reasonId: 'uploadReason.consentNotRecorded' }),
  /** A Consent Date after today, or before the date of birth (consentDayIssue). */
  consentDay: (issue: 'future' | 'beforeBirth', value: string): Reason => ({
    reasonId: issue === 'future' ? 'uploadReason.consentDateFuture' : 'uploadReason.consentBeforeBirth',
    reasonValues: { label: label('consentDate'), value: shown(value) },
  }),
  villageAllRequired: (): Reason => ({ reasonId: 'villageReason.allRequired' }),
  unknownDistrict: (value: string, near: readonly string[]): Reason => ({
    reasonId: 'villageReason.unknownDistrict',
    reasonValues: { value: shown(value), near },
  }),
  /** `inDistrict`: the district as the portal names it, whose taluks `near` names. */
  talukNotInDistrict: (taluk: string, district: string, near: readonly string[], inDistrict?: string): Reason => ({
    reasonId: 'villageReason.talukNotInDistrict',
    reasonValues: { value: shown(taluk), district: shown(district), near, ...(inDistrict ? { inDistrict } : {}) },
  }),
} as const;
