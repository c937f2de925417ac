import { BENEFICIARY_SCREEN_TEXT } from '../../beneficiary-screen-text.ts';
import { LOOKUP_GROUPS, type LookupOption, PROGRAM_GROUPS } from '../../lookups.ts';
import { BENEFICIARY_RULES, BENEFICIARY_TEXT, DETAIL_TEXT, PROGRAM_RULES } from '../../messages.ts';
import { flattenTexts } from '../flatten.ts';

type Rows = readonly LookupOption[];
type RowTexts<Prefix extends string, T extends Rows> = { [O in T[number] as `${Prefix}.${O['id']}`]: string };
type GroupTexts<Prefix extends string, G extends Record<string, Rows>> = {
  [K in keyof G & string]: (x: RowTexts<`${Prefix}${K}`, G[K]>) => void;
}[keyof G & string] extends (x: infer I) => void
  ? { [K in keyof I]: I[K] }
  : never;

/** `{ occupation: [{ id: 1, name: 'Unemployed' }] }` → `{ 'lookup.occupation.1': 'Unemployed' }`: each name keeps its English. */
function rowTexts<Prefix extends string, G extends Record<string, Rows>>(prefix: Prefix, groups: G): GroupTexts<Prefix, G> {
  const flat: Record<string, string> = {};
  for (const [group, rows] of Object.entries(groups)) for (const row of rows) flat[`${prefix}${group}.${row.id}`] = row.name;
  return flat as GroupTexts<Prefix, G>;
}

/**
 * Two of the group's texts are not shown as they stand: the Aadhaar mask is a format, not language
 * (maskAadhaar shows it), and the list's heading is part of the counter message.
 */
const {
  'beneficiary.aadhaarMask': _mask,
  'beneficiary.heading': _heading,
  ...beneficiaryTexts
} = flattenTexts('beneficiary', BENEFICIARY_TEXT);

/**
 * The list, the registration form, the detail page and the enrolment forms: the spec's texts, the
 * screens' labels, and every lookup, programme and sub-programme name by its id. The list's heading
 * is the counter message (`beneficiaryScreen.count`).
 */
export const BENEFICIARY_EN = {
  ...beneficiaryTexts,
  ...flattenTexts('beneficiaryRule', BENEFICIARY_RULES),
  ...flattenTexts('detail', DETAIL_TEXT),
  ...flattenTexts('programRule', PROGRAM_RULES),
  ...flattenTexts('beneficiaryScreen', BENEFICIARY_SCREEN_TEXT),
  ...rowTexts('lookup.', LOOKUP_GROUPS),
  ...rowTexts('', PROGRAM_GROUPS),
};
