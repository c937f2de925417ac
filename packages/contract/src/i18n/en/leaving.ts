import { LEAVING_TEXT } from '../../leaving-text.ts';
import { flattenTexts } from '../flatten.ts';

export const LEAVING_EN = flattenTexts('leaving', LEAVING_TEXT);
