import { EDUCATION_LEVELS_WITHOUT_INSTITUTION } from './constants.ts';

/**
 * What a sub-programme asks of an enrolment, as the office set it (Programmes and look-ups): the
 * mutual fund's fields, or no education and income. Spec §9's sub-programmes 1 and 5 are seeded so.
 */
export interface SubProgramFlags {
  readonly is_mutual_fund: boolean;
  readonly skips_education: boolean;
}

/**
 * Spec §5 Add Program: which fields a choice makes required, from the chosen sub-programme's flags
 * (none chosen yet: education and income asked, no mutual fund). Free of zod, so a screen that only
 * shows an enrolment (the detail page's cards) decides as the form does without loading the schemas.
 */
export const needsEducation = (subProgram: SubProgramFlags | undefined) => !subProgram?.skips_education;
export const needsInstitution = (levelId: number | undefined) =>
  levelId !== undefined && !(EDUCATION_LEVELS_WITHOUT_INSTITUTION as readonly number[]).includes(levelId);
export const isMutualFund = (subProgram: SubProgramFlags | undefined) => subProgram?.is_mutual_fund === true;

/** The flags of a sub-programme by its id, from a list the caller holds (the database's, or the reference answer). */
export type SubProgramFlagsOf = (subProgramId: number | undefined) => SubProgramFlags | undefined;
