import { z } from 'zod';
import { ErrorEnvelopeSchema } from '../envelope.ts';

/** A success with nothing more to say than Status (and perhaps a Message). */
export const OkResponseSchema = z.object({ Status: z.literal(true), Message: z.string().optional() });
export type OkResponse = z.infer<typeof OkResponseSchema>;

/** A success that says so in words. */
export const OkMessageResponseSchema = z.object({ Status: z.literal(true), Message: z.string() });
export type OkMessageResponse = z.infer<typeof OkMessageResponseSchema>;

/**
 * Every route answers an error in the envelope (errors.ts gives its status): one schema for all 4xx
 * and 5xx, so that a route's schema lists them for OpenAPI and the serializer checks them.
 */
export const ERROR_RESPONSES = { '4xx': ErrorEnvelopeSchema, '5xx': ErrorEnvelopeSchema } as const;

/** A route's response schemas: its success and the error envelope. */
export const responses = <S extends z.ZodType, Extra extends Record<number, z.ZodType> = Record<never, never>>(
  success: S,
  extra?: Extra,
) => ({ 200: success, ...ERROR_RESPONSES, ...(extra ?? ({} as Extra)) });
