import { DASHBOARD_TEXT } from '../../dashboard-text.ts';
import { flattenTexts } from '../flatten.ts';

export const DASHBOARD_EN = flattenTexts('dashboard', DASHBOARD_TEXT);
