import { UPLOADS_HISTORY_TEXT } from '../../uploads-history-text.ts';
import { flattenTexts } from '../flatten.ts';

export const UPLOADS_HISTORY_EN = flattenTexts('uploadsHistory', UPLOADS_HISTORY_TEXT);
