import { LOGIN_TEXT, PASSWORD_TEXT, PROFILE_TEXT } from '../../messages.ts';
import { flattenTexts } from '../flatten.ts';

/** Sign-in, the profile and the password change. */
export const AUTH_EN = {
  ...flattenTexts('login', LOGIN_TEXT),
  ...flattenTexts('password', PASSWORD_TEXT),
  ...flattenTexts('profile', PROFILE_TEXT),
};
