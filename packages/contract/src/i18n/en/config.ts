import { CONFIG_TEXT } from '../../config-text.ts';
import { flattenTexts } from '../flatten.ts';

export const CONFIG_EN = flattenTexts('config', CONFIG_TEXT);
