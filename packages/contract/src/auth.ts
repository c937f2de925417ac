import { z } from 'zod';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from './constants.ts';
import { storableString } from './fields.ts';
import { LOGIN_TEXT, PASSWORD_TEXT } from './messages.ts';

/** Spec §5 Login: both fields required, one message for either missing. */
export const LoginRequestSchema = z.strictObject({
  email: storableString().trim().min(1, LOGIN_TEXT.required).max(254, LOGIN_TEXT.invalidCredentials),
  password: z.string().min(1, LOGIN_TEXT.required).max(MAX_PASSWORD_LENGTH, LOGIN_TEXT.invalidCredentials),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export { type IdentityConfig, IdentityConfigSchema, type LoginResponse, LoginResponseSchema } from './responses/auth.ts';

export type { StoredSession } from './session.ts';

export const passwordRule = z
  .string()
  .min(MIN_PASSWORD_LENGTH, PASSWORD_TEXT.tooShort)
  .max(MAX_PASSWORD_LENGTH, PASSWORD_TEXT.tooLong);

export const ChangePasswordRequestSchema = z.strictObject({ password: passwordRule });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

/** The form adds the confirmation; only `password` is sent (spec §7). */
export const ChangePasswordFormSchema = z
  .object({ password: passwordRule, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    message: PASSWORD_TEXT.mismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.infer<typeof ChangePasswordFormSchema>;

/** The identity login of spec §7: the e-mail the browser decoded, with the signed credential it came from. */
export const IdentityLoginRequestSchema = z.strictObject({
  email: storableString().trim().min(1, LOGIN_TEXT.genericError).max(254, LOGIN_TEXT.genericError),
  credential: z.string().min(1, LOGIN_TEXT.genericError).max(8192, LOGIN_TEXT.genericError),
});
