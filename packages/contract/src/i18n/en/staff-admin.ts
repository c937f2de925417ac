import { STAFF_ADMIN_TEXT } from '../../staff-admin-text.ts';
import { flattenTexts } from '../flatten.ts';

export const STAFF_ADMIN_EN = flattenTexts('staffAdmin', STAFF_ADMIN_TEXT);
