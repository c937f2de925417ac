import { PRIVACY_TEXT } from '../../privacy-text.ts';
import { flattenTexts } from '../flatten.ts';

export const PRIVACY_EN = flattenTexts('privacy', PRIVACY_TEXT);
