import { BENEFICIARY_RULES, BENEFICIARY_TEXT, DETAIL_TEXT, PROGRAM_RULES } from '../../messages.ts';
import { flattenTexts } from '../flatten.ts';

/** The list, the registration form, the detail page and the enrolment forms. */
export const BENEFICIARY_EN = {
  ...flattenTexts('beneficiary', BENEFICIARY_TEXT),
  ...flattenTexts('beneficiaryRule', BENEFICIARY_RULES),
  ...flattenTexts('detail', DETAIL_TEXT),
  ...flattenTexts('programRule', PROGRAM_RULES),
};
