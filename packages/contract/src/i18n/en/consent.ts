import { CONSENT_RULES, CONSENT_TEXT } from '../../consent-text.ts';
import { flattenTexts } from '../flatten.ts';

export const CONSENT_EN = { ...flattenTexts('consent', CONSENT_TEXT), ...flattenTexts('consentRule', CONSENT_RULES) };
