import { z } from 'zod';
import { LOCALES } from './i18n/locales.ts';

export {
  ChosenLanguageSchema,
  type DraftKeyResponse,
  DraftKeyResponseSchema,
  type Menu,
  MenuSchema,
  type MenuUser,
  MenuUserSchema,
  type Role,
  type RoleMenuResponse,
  RoleMenuResponseSchema,
  RoleSchema,
  type UserProfile,
  type UserProfileResponse,
  UserProfileResponseSchema,
  UserProfileSchema,
  UserRoleSchema,
} from './responses/user.ts';

/** `PUT /api/v1/user/language`: the signed-in user's own choice, remembered across sign-ins. */
export const LANGUAGE_PATH = '/user/language';
export const UpdateLanguageSchema = z.object({ language: z.enum(LOCALES) });
export type UpdateLanguage = z.infer<typeof UpdateLanguageSchema>;
