import { z } from 'zod';

export const LoginResponseSchema = z.object({
  Status: z.literal(true),
  token: z.string(),
  expirationTime: z.number().int(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** Whether the login page shows the identity button, and the one-time nonce for it. */
export const IdentityConfigSchema = z.object({
  Status: z.literal(true),
  clientId: z.string().nullable(),
  scriptUrl: z.string(),
  nonce: z.string().nullable(),
});
export type IdentityConfig = z.infer<typeof IdentityConfigSchema>;
