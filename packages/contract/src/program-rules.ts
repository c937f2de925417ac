import { EDUCATION_LEVELS_WITHOUT_INSTITUTION, SUB_PROGRAM_MUTUAL_FUND, SUB_PROGRAM_WITHOUT_EDUCATION } from './constants.ts';

/**
 * Spec §5 Add Program: which fields a choice makes required. Free of zod, so a screen that only
 * shows an enrolment (the detail page's cards) decides as the form does without loading the schemas.
 */
export const needsEducation = (subProgramId: number | undefined) => subProgramId !== SUB_PROGRAM_WITHOUT_EDUCATION;
export const needsInstitution = (levelId: number | undefined) =>
  levelId !== undefined && !(EDUCATION_LEVELS_WITHOUT_INSTITUTION as readonly number[]).includes(levelId);
export const isMutualFund = (subProgramId: number | undefined) => subProgramId === SUB_PROGRAM_MUTUAL_FUND;
