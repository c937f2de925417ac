import { SUMMARY_FILE_TEXT, SUMMARY_TEXT } from '../../summary-text.ts';
import { flattenTexts } from '../flatten.ts';

export const SUMMARY_EN = { ...flattenTexts('summary', SUMMARY_TEXT), ...flattenTexts('summaryFile', SUMMARY_FILE_TEXT) };
