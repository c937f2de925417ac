import { z } from 'zod';
import { LOCALES } from '../i18n/locales.ts';

export const MenuSchema = z.object({ menu_id: z.number(), menu_name: z.string(), action: z.string() });
export type Menu = z.infer<typeof MenuSchema>;

export const RoleSchema = z.object({ role_id: z.number(), role_name: z.string(), role_permissions: z.string() });
export type Role = z.infer<typeof RoleSchema>;

/** The language the user chose, null until they choose one. */
export const ChosenLanguageSchema = z.enum(LOCALES).nullable();

export const MenuUserSchema = z.object({
  user_id: z.number(),
  emp_id: z.string(),
  emp_name: z.string(),
  work_email: z.string(),
  status_id: z.number(),
  language: ChosenLanguageSchema,
  /** An administrator set their password: the portal asks for their own before anything else. */
  must_change_password: z.boolean(),
});
export type MenuUser = z.infer<typeof MenuUserSchema>;

export const RoleMenuResponseSchema = z.object({
  Status: z.literal(true),
  menus: z.array(MenuSchema),
  roles: z.array(RoleSchema),
  user: MenuUserSchema,
});
export type RoleMenuResponse = z.infer<typeof RoleMenuResponseSchema>;

export const UserProfileSchema = z.object({
  emp_id: z.string(),
  user_id: z.number(),
  emp_name: z.string(),
  work_email: z.string(),
  mobile: z.string().nullable(),
  entity_name: z.string().nullable(),
  status_id: z.number(),
  status_name: z.string(),
  employee_number: z.string().nullable(),
  cost_center_name: z.string().nullable(),
  job_title: z.string().nullable(),
  pay_grade: z.string().nullable(),
  manager_name: z.string().nullable(),
  office_location: z.string().nullable(),
  language: ChosenLanguageSchema,
});
export type UserProfile = z.infer<typeof UserProfileSchema>;

export const UserRoleSchema = z.object({ role_name: z.string(), role_permissions: z.string() });

export const UserProfileResponseSchema = z.object({
  Status: z.literal(true),
  user: UserProfileSchema,
  userRoles: z.array(UserRoleSchema),
});
export type UserProfileResponse = z.infer<typeof UserProfileResponseSchema>;

/** Decision 008: base64 of the user's 32-byte draft key. */
export const DraftKeyResponseSchema = z.object({ Status: z.literal(true), key: z.string() });
export type DraftKeyResponse = z.infer<typeof DraftKeyResponseSchema>;
