import { EXPORT_TEXT } from '../../export-text.ts';
import { flattenTexts } from '../flatten.ts';

export const EXPORT_EN = flattenTexts('export', EXPORT_TEXT);
