import { z } from 'zod';
import {
  AADHAAR_DIGITS,
  ADDRESS_MAX_LENGTH,
  FIRST_NAME_MIN,
  KARNATAKA_STATE_ID,
  LIST_MAX_OFFSET,
  MOBILE_DIGITS,
  PAGE_SIZE,
  PINCODE_DIGITS,
  SEARCH_MAX_LENGTH,
  TEXT_MAX_LENGTH,
} from './constants.ts';
import { emptyToUndefined, isoDate, optionalText, requiredId, storableString } from './fields.ts';
import { LIST_SORTS, LIST_STATUSES } from './list-filter-text.ts';
import { ENROLLMENT_STATUSES, GENDERS, ids } from './lookups.ts';
import { BENEFICIARY_RULES as R, REQUEST_ERRORS } from './messages.ts';

/** Spec §5 first name: each rule has its own message, the first failing one is shown. */
export const firstNameRule = z.string({ error: R.firstNameRequired }).superRefine((value, ctx) => {
  const trimmed = value.trim();
  const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
  if (!trimmed) fail(R.firstNameRequired);
  else if (trimmed.length < FIRST_NAME_MIN) fail(R.firstNameMin);
  else if (/\s/.test(trimmed)) fail(R.firstNameSpaces);
  // letters of any script (Kannada vowel signs are combining marks)
  else if (!/^[\p{L}\p{M}]+$/u.test(trimmed)) fail(R.firstNameLetters);
  else if (trimmed.length > 60) fail(R.tooLong);
});

const digits = (count: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.string({ error: message }).regex(new RegExp(`^[0-9]{${count}}$`), message),
  );

const optionalDigits = (count: number, message: string) => z.preprocess(emptyToUndefined, digits(count, message).optional());

export const BeneficiaryCreateSchema = z.strictObject({
  first_name: firstNameRule.transform((v) => v.trim()),
  last_name: optionalText(TEXT_MAX_LENGTH, R.tooLong),
  gender_id: requiredId(R.genderRequired, ids(GENDERS)),
  aadhaar_no: optionalDigits(AADHAAR_DIGITS, R.aadhaar),
  dob: isoDate(R.dobRequired, R.dobInvalid, { past: true }),
  mobile_no: digits(MOBILE_DIGITS, R.mobile),
  email_id: z.preprocess(emptyToUndefined, z.email(R.email).max(254, R.email).optional()),
  permanent_address: optionalText(ADDRESS_MAX_LENGTH, R.tooLong),
  pincode: optionalDigits(PINCODE_DIGITS, R.pincode),
  state_id: requiredId(R.state, [KARNATAKA_STATE_ID]),
  district_id: requiredId(R.district),
  taluka_id: requiredId(R.taluk),
  village_id: requiredId(R.village),
  total_family_members: z.preprocess(
    emptyToUndefined,
    z.coerce.number({ error: R.familyMembers }).int(R.familyMembers).min(1, R.familyMembersRange).max(99, R.familyMembersRange),
  ),
  // an occupation of the office's list: checked against the database by the API
  beneficiary_annual_source_id: requiredId(R.occupation),
});
export type BeneficiaryCreateInput = z.input<typeof BeneficiaryCreateSchema>;
export type BeneficiaryCreate = z.output<typeof BeneficiaryCreateSchema>;

/** A person's registration fields, in the form's order: the columns every write of a person names. */
export const PERSON_FIELDS = Object.keys(BeneficiaryCreateSchema.shape) as (keyof BeneficiaryCreate)[];

/** A filter's id in a query string: absent when empty. */
const filterId = (allowed?: readonly number[]) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1)
      .max(2_147_483_647)
      .refine((v) => !allowed || allowed.includes(v))
      .optional(),
  );
const filterDate = z.preprocess(emptyToUndefined, isoDate('Invalid date', 'Invalid date').optional());

// the orders and statuses live with their texts, zod-free, for the list page's bundle
export { LIST_SORTS, LIST_STATUSES, type ListSort, type ListStatus } from './list-filter-text.ts';

/**
 * What the list shows: the spec's search and All, and the filters of the day-two list. The export
 * takes the same, so it writes exactly the rows the list shows.
 */
export const BeneficiaryFiltersSchema = z.object({
  search: storableString().max(SEARCH_MAX_LENGTH, 'Search text is too long').optional(),
  isChecked: z.enum(['true', 'false']).default('false'),
  district_id: filterId(),
  taluka_id: filterId(),
  village_id: filterId(),
  program_id: filterId(),
  sub_program_id: filterId(),
  enrollment_status: filterId(ids(ENROLLMENT_STATUSES)),
  created_by: filterId(),
  /** Registered on or after this day, and on or before `created_to` (days in India's time). */
  created_from: filterDate,
  created_to: filterDate,
  status: z.preprocess(emptyToUndefined, z.enum(LIST_STATUSES).default('active')),
  sort: z.preprocess(emptyToUndefined, z.enum(LIST_SORTS).default('newest')),
});
export type BeneficiaryFilters = z.infer<typeof BeneficiaryFiltersSchema>;

/**
 * A page of the list: the spec's `limit`/`offset`, or after `cursor`, the id of the last row the
 * caller has (in the order asked for), so a deep page costs what the first does. Both may be given:
 * the offset then counts from the cursor.
 */
export const BeneficiaryListQuerySchema = BeneficiaryFiltersSchema.extend({
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(LIST_MAX_OFFSET, REQUEST_ERRORS.offsetTooDeep).default(0),
  cursor: filterId(),
});
export type BeneficiaryListQuery = z.infer<typeof BeneficiaryListQuerySchema>;

export {
  type BeneficiaryDetails,
  type BeneficiaryDetailsResponse,
  BeneficiaryDetailsResponseSchema,
  BeneficiaryDetailsSchema,
  type BeneficiaryListItem,
  BeneficiaryListItemSchema,
  type BeneficiaryListResponse,
  BeneficiaryListResponseSchema,
  type EnrolledProgram,
  EnrolledProgramSchema,
  type RegisterBeneficiaryResponse,
  RegisterBeneficiaryResponseSchema,
} from './responses/beneficiary.ts';
