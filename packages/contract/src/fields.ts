import { z } from 'zod';
import { indiaToday } from './india-days.ts';
import { REQUEST_ERRORS } from './messages.ts';
import { isStorableText } from './storable-text.ts';

/** Kept here too: every request schema takes them from this module. */
export { isStorableText, toStorableText } from './storable-text.ts';

/** Every free-text field of a request: a string the database can store. */
export const storableString = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).refine(isStorableText, REQUEST_ERRORS.unstorableText);

/** Form inputs give '' or null for "nothing chosen"; both mean absent. */
export const emptyToUndefined = (value: unknown): unknown =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** A required id from a select (string or number), optionally one of a fixed set. */
export const requiredId = (message: string, allowed?: readonly number[]) =>
  z.preprocess(
    (v) => {
      const value = emptyToUndefined(v);
      return typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value;
    },
    z
      .number({ error: message })
      .int(message)
      .min(0, message)
      .max(2_147_483_647, message)
      .refine((v) => !allowed || allowed.includes(v), message),
  );

export const optionalId = (message: string, allowed?: readonly number[]) =>
  z.preprocess(emptyToUndefined, requiredId(message, allowed).optional());

export const optionalText = (max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? emptyToUndefined(v.trim()) : emptyToUndefined(v)),
    storableString().max(max, message).optional(),
  );

export const requiredText = (max: number, message: string, tooLong: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    storableString({ error: message }).min(1, message).max(max, tooLong),
  );

/** YYYY-MM-DD of a real calendar day from 1900 on; `past` refuses days after today in India. */
export const isoDate = (required: string, invalid: string, options: { past?: boolean } = {}) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string({ error: required })
      .regex(/^\d{4}-\d{2}-\d{2}$/, invalid)
      .refine((v) => {
        const date = new Date(`${v}T00:00:00Z`);
        return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === v && v >= '1900-01-01';
      }, invalid)
      .refine((v) => !options.past || v <= indiaToday(), invalid),
  );
