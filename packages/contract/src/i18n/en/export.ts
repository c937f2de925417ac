import { EXPORT_FILE_TEXT, EXPORT_TEXT } from '../../export-text.ts';
import { flattenTexts } from '../flatten.ts';

export const EXPORT_EN = { ...flattenTexts('export', EXPORT_TEXT), ...flattenTexts('exportFile', EXPORT_FILE_TEXT) };
