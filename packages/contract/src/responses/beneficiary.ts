import { z } from 'zod';
import { ErrorEnvelopeSchema } from '../envelope.ts';
import { PersonStandingSchema } from '../leaving.ts';

/** Timestamps are answered as JSON dates are written: ISO 8601 in UTC. */
const timestamp = z.string();
/** A date without time, YYYY-MM-DD. */
const date = z.string();

export const BeneficiaryListItemSchema = z.object({
  beneficiary_id: z.number(),
  first_name: z.string(),
  last_name: z.string().nullable(),
  mobile_no: z.string().nullable(),
  aadhaar_no: z.string().nullable(),
  pincode: z.string().nullable(),
  /** the person's village: a phone card shows it, so two people of one name can be told apart */
  village_name: z.string(),
});
export type BeneficiaryListItem = z.infer<typeof BeneficiaryListItemSchema>;

export const BeneficiaryListResponseSchema = z.object({ Status: z.literal(true), Data: z.array(BeneficiaryListItemSchema) });
export type BeneficiaryListResponse = z.infer<typeof BeneficiaryListResponseSchema>;

/**
 * How many people the list's filters and search match: exact when it was cheap to count (up to
 * some thousands), otherwise the planner's estimate, `estimated` true, to be shown as such.
 */
export const BeneficiaryCountResponseSchema = z.object({
  Status: z.literal(true),
  count: z.number().int().min(0),
  estimated: z.boolean(),
});
export type BeneficiaryCountResponse = z.infer<typeof BeneficiaryCountResponseSchema>;

/** The staff the list's "created by" filter offers: every user, by name. */
/** `GET /list-staff?status=all`: deactivated staff too, for callers holding `beneficiary-admin`; active staff for anyone else. */
export const ListStaffQuerySchema = z.strictObject({ status: z.enum(['active', 'all']).optional() });
export const ListStaffSchema = z.object({ user_id: z.number(), emp_name: z.string() });
export type ListStaff = z.infer<typeof ListStaffSchema>;
export const ListStaffResponseSchema = z.object({ Status: z.literal(true), Data: z.array(ListStaffSchema) });
export type ListStaffResponse = z.infer<typeof ListStaffResponseSchema>;

export const BeneficiaryDetailsSchema = BeneficiaryListItemSchema.extend({
  dob: date,
  gender: z.string(),
  email_id: z.string().nullable(),
  village_name: z.string(),
  taluka_name: z.string(),
  district_name: z.string(),
  state_name: z.string(),
  permanent_address: z.string().nullable(),
  total_family_members: z.number(),
  status_name: z.string(),
  beneficiary_annual_source: z.string(),
  education_level_id: z.number().nullable(),
  education_levels: z.string().nullable(),
  institute: z.string().nullable(),
  field_of_study: z.string().nullable(),
  education_status_id: z.number().nullable(),
  education_status: z.string().nullable(),
  passing_year: z.number().nullable(),
  is_certified: z.number().nullable(),
  certification_name: z.string().nullable(),
  family_annual_source_id: z.number().nullable(),
  family_annual_source: z.string().nullable(),
  earning_members: z.number().nullable(),
  earning_range_id: z.number().nullable(),
  earning_range: z.string().nullable(),
  creator_emp_name: z.string(),
  /** The registrant's work e-mail and mobile: only for callers who may read staff profiles (`userprofile`), else null. */
  creator_work_email: z.string().nullable(),
  creator_mobile: z.string().nullable(),
  created_at: timestamp,
  // not in the spec: what the edit form starts from, the status, and whether the caller may correct it
  gender_id: z.number(),
  state_id: z.number(),
  district_id: z.number(),
  taluka_id: z.number(),
  village_id: z.number(),
  beneficiary_annual_source_id: z.number(),
  status_id: z.number(),
  deactivation_reason: z.string().nullable(),
  /** Whether the caller may correct and deactivate this beneficiary (its creator, or `beneficiary-admin`). */
  can_edit: z.boolean(),
});
export type BeneficiaryDetails = z.infer<typeof BeneficiaryDetailsSchema>;

/** Not in the spec: what a sub-programme asks of an enrolment, as the office set it (SubProgramFlags). */
const SubProgramFlagsSchema = z.object({ is_mutual_fund: z.boolean(), skips_education: z.boolean() });

export const EnrolledProgramSchema = z.object({
  beneficiary_program_id: z.number(),
  program_id: z.number(),
  program_name: z.string(),
  sub_program_id: z.number(),
  sub_program_name: z.string(),
  enrollment_status: z.number(),
  enrollment_status_name: z.string(),
  enrollment_date: date,
  df_associate: z.string(),
  df_associate_emp_id: z.string().nullable(),
  outreach_channel_id: z.number(),
  outreach_channel: z.string(),
  mutual_fund_provider_id: z.number().nullable(),
  mutual_fund_provider: z.string().nullable(),
  mutual_fund_type_id: z.number().nullable(),
  mutual_fund_type: z.string().nullable(),
  mutual_fund_investment_amount: z.string().nullable(),
  mutual_fund_duration: z.number().nullable(),
  reason_for_investment: z.string().nullable(),
  status_name: z.string(),
  created_at: timestamp,
  creator_emp_name: z.string(),
  /** Not in the spec: whether the caller may edit and delete this enrolment (its creator, or `enrolment-admin`). */
  can_change: z.boolean(),
  ...SubProgramFlagsSchema.shape,
});
export type EnrolledProgram = z.infer<typeof EnrolledProgramSchema>;

export const BeneficiaryDetailsResponseSchema = z.object({
  Status: z.literal(true),
  beneficiaryDetails: BeneficiaryDetailsSchema,
  beneficiaryProgrames: z.array(EnrolledProgramSchema),
  /** Whether the person withdrew consent or was erased (decision 039). Not in the spec. */
  standing: PersonStandingSchema,
});
export type BeneficiaryDetailsResponse = z.infer<typeof BeneficiaryDetailsResponseSchema>;

export const RegisterBeneficiaryResponseSchema = z.object({
  Status: z.literal(true),
  beneficiaryId: z.number(),
  Message: z.string(),
});
export type RegisterBeneficiaryResponse = z.infer<typeof RegisterBeneficiaryResponseSchema>;

/** 409 of a registration: the person is already registered (or the same request is still running). */
export const DuplicateBeneficiaryResponseSchema = ErrorEnvelopeSchema.extend({ existingBeneficiaryId: z.number().optional() });
export type DuplicateBeneficiaryResponse = z.infer<typeof DuplicateBeneficiaryResponseSchema>;

export const ProgramOptionSchema = z.object({ program_id: z.number(), program_name: z.string() });
export const SubProgramOptionSchema = z
  .object({
    sub_program_id: z.number(),
    sub_program_name: z.string(),
    program_id: z.number(),
  })
  .extend(SubProgramFlagsSchema.shape);

export const MissingSubProgramsResponseSchema = z.object({
  Status: z.literal(true),
  programs: z.array(ProgramOptionSchema),
  subPrograms: z.array(SubProgramOptionSchema),
});
export type MissingSubProgramsResponse = z.infer<typeof MissingSubProgramsResponseSchema>;

export const AddProgramResponseSchema = z.object({
  Status: z.literal(true),
  beneficiaryProgramId: z.number(),
  Message: z.string(),
});
export type AddProgramResponse = z.infer<typeof AddProgramResponseSchema>;
