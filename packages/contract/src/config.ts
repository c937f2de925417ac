import { z } from 'zod';
import { CONFIG_TEXT as T } from './config-text.ts';
import { storableString } from './fields.ts';
import { OFFICE_LOOKUPS, type OfficeLookup } from './office-lookups.ts';

export * from './config-paths.ts';

export const CONFIG_NAME_MAX = 100;

const id = z.coerce.number().int().positive().max(2_147_483_647);
export const ConfigIdParamsSchema = z.object({ id });

const name = z.string().trim().min(1, T.nameRequired).max(CONFIG_NAME_MAX, T.nameTooLong).pipe(storableString());
// empty: the English name is shown on Kannada screens too
const nameKn = z.string().trim().max(CONFIG_NAME_MAX, T.nameTooLong).pipe(storableString()).default('');

export const ProgrammeSchema = z.object({
  program_id: z.number(),
  name: z.string(),
  name_kn: z.string().nullable(),
  status_id: z.number(),
  version: z.number(),
});
export type Programme = z.infer<typeof ProgrammeSchema>;

export const SubProgrammeSchema = z.object({
  sub_program_id: z.number(),
  program_id: z.number(),
  name: z.string(),
  name_kn: z.string().nullable(),
  status_id: z.number(),
  version: z.number(),
  /** Asks for the mutual fund's fields (spec §9: sub-programme 1 by default). */
  is_mutual_fund: z.boolean(),
  /** Asks no education and income (spec §9: sub-programme 5 by default). */
  skips_education: z.boolean(),
});
export type SubProgramme = z.infer<typeof SubProgrammeSchema>;

export const ProgrammesResponseSchema = z.object({
  Status: z.literal(true),
  programs: z.array(ProgrammeSchema),
  sub_programs: z.array(SubProgrammeSchema),
});
export type ProgrammesResponse = z.infer<typeof ProgrammesResponseSchema>;

export const ProgrammeInputSchema = z.object({ name, name_kn: nameKn });
export type ProgrammeInput = z.input<typeof ProgrammeInputSchema>;
export const UpdateProgrammeSchema = ProgrammeInputSchema.extend({ version: z.number().int() });
export type UpdateProgramme = z.input<typeof UpdateProgrammeSchema>;

const SubProgrammeFields = z.object({ name, name_kn: nameKn, is_mutual_fund: z.boolean(), skips_education: z.boolean() });
/** A new sub-programme belongs to one programme for good: its enrolments carry that programme. */
export const SubProgrammeInputSchema = SubProgrammeFields.extend({ program_id: id });
export type SubProgrammeInput = z.input<typeof SubProgrammeInputSchema>;
export const UpdateSubProgrammeSchema = SubProgrammeFields.extend({ version: z.number().int() });
export type UpdateSubProgramme = z.input<typeof UpdateSubProgrammeSchema>;

export const CreatedResponseSchema = z.object({ Status: z.literal(true), id: z.number() });

export const LookupParamsSchema = z.object({ list: z.enum(OFFICE_LOOKUPS) });
export const LookupValueParamsSchema = LookupParamsSchema.extend({ id });

export const LookupValueSchema = z.object({
  id: z.number(),
  name: z.string(),
  name_kn: z.string().nullable(),
  status_id: z.number(),
  version: z.number(),
  /** Occupations only: also a family's income source (spec §3: all but 10, 11 and 12 by default). */
  family_income_source: z.boolean().optional(),
});
export type LookupValue = z.infer<typeof LookupValueSchema>;

export const LookupsResponseSchema = z.object({
  Status: z.literal(true),
  lists: z.object(
    Object.fromEntries(OFFICE_LOOKUPS.map((list) => [list, z.array(LookupValueSchema)])) as Record<
      OfficeLookup,
      z.ZodArray<typeof LookupValueSchema>
    >,
  ),
});
export type LookupsResponse = z.infer<typeof LookupsResponseSchema>;

export const LookupValueInputSchema = z.object({ name, name_kn: nameKn, family_income_source: z.boolean().default(false) });
export type LookupValueInput = z.input<typeof LookupValueInputSchema>;
export const UpdateLookupValueSchema = LookupValueInputSchema.extend({ version: z.number().int() });
export type UpdateLookupValue = z.input<typeof UpdateLookupValueSchema>;
