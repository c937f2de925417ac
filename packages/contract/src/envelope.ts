import { z } from 'zod';
import { ERROR_CODES } from './errors.ts';

/** One refused field of a request. */
export const FieldErrorSchema = z.object({ field: z.string(), message: z.string() });

/**
 * Spec §7: every response carries a Status boolean and often a Message. An error also carries its
 * code (errors.ts), by which a client shows the text in the user's language.
 */
export const ErrorEnvelopeSchema = z.object({
  Status: z.literal(false),
  Message: z.string(),
  code: z.enum(ERROR_CODES),
  errors: z.array(FieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export const OkEnvelopeSchema = z.object({ Status: z.literal(true), Message: z.string().optional() });
export type OkEnvelope = z.infer<typeof OkEnvelopeSchema>;
