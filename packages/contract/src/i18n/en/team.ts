import { TEAM_TEXT } from '../../team-text.ts';
import { flattenTexts } from '../flatten.ts';

export const TEAM_EN = flattenTexts('team', TEAM_TEXT);
