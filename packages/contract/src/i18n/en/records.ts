import { RECORDS_TEXT } from '../../records-text.ts';
import { flattenTexts } from '../flatten.ts';

export const RECORDS_EN = flattenTexts('records', RECORDS_TEXT);
