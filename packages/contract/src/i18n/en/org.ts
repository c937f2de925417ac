import { UPLOAD_KINDS, UPLOAD_LABELS, UPLOAD_REASONS, VILLAGE_UPLOAD_REASONS } from '../../upload-reason-texts.ts';
import { BENEFICIARY_COLUMN_HELP, TEMPLATE_INSTRUCTIONS, TEMPLATE_TEXT, VILLAGE_COLUMN_HELP } from '../../upload-template.ts';
import { UPLOAD_TEXT } from '../../upload-text.ts';
import { flattenTexts } from '../flatten.ts';

/** The Organization page: uploads, their reports and reasons, and the template. */
export const ORG_EN = {
  ...flattenTexts('upload', UPLOAD_TEXT),
  ...flattenTexts('uploadLabel', UPLOAD_LABELS),
  ...flattenTexts('uploadKind', UPLOAD_KINDS),
  ...flattenTexts('uploadReason', UPLOAD_REASONS),
  ...flattenTexts('villageReason', VILLAGE_UPLOAD_REASONS),
  ...flattenTexts('template', TEMPLATE_TEXT),
  ...flattenTexts('templateInstruction', TEMPLATE_INSTRUCTIONS),
  ...flattenTexts('templateHelp', BENEFICIARY_COLUMN_HELP),
  ...flattenTexts('templateVillageHelp', VILLAGE_COLUMN_HELP),
};
