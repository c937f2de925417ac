import { z } from 'zod';

/** Spec §7: every response carries a Status boolean and often a Message. */
export const ErrorEnvelopeSchema = z.object({
  Status: z.literal(false),
  Message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export const OkEnvelopeSchema = z.object({ Status: z.literal(true), Message: z.string().optional() });
