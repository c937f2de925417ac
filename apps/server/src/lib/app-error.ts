import { ERRORS, type ErrorCode } from '@portal/contract/errors';
import { formatMessage, type MessageValues } from '@portal/contract/i18n/format';
import type { z } from 'zod';
import { sqlState } from '../db/transaction-retry.ts';

export interface FieldError {
  field: string;
  message: string;
}

export interface AppErrorOptions {
  /** One entry per field at fault (the answer's `errors`). */
  details?: FieldError[];
  headers?: Record<string, string>;
  /** Values of the message's ICU placeholders, if it has any. */
  values?: MessageValues;
}

/** The status and English text of a code: looked up here only. */
export const errorStatus = (code: ErrorCode): number => ERRORS[code].status;
export const errorText = (code: ErrorCode, values?: MessageValues): string => formatMessage(ERRORS[code].message, values);

/** One error shape, thrown anywhere by its code; the error plugin turns it into the spec's envelope. */
export class AppError extends Error {
  readonly status: number;
  readonly details?: FieldError[];
  readonly headers?: Record<string, string>;
  readonly values?: MessageValues;

  constructor(
    readonly code: ErrorCode,
    options: AppErrorOptions = {},
  ) {
    super(errorText(code, options.values));
    this.name = 'AppError';
    this.status = errorStatus(code);
    this.details = options.details;
    this.headers = options.headers;
    this.values = options.values;
  }
}

/** A refusal of one field: the field's text is the code's own. */
export const fieldError = (code: ErrorCode, field: string) =>
  new AppError(code, { details: [{ field, message: errorText(code) }] });

/**
 * A request's body refused by a rule that needs the database first (an enrolment's rules follow its
 * sub-programme's flags): answered as the route's schema would have answered it.
 */
export class InputRejected extends Error {
  constructor(readonly details: FieldError[]) {
    super(details[0]?.message ?? 'invalid input');
    this.name = 'InputRejected';
  }
}

/** The value as the schema makes it, or the schema's refusal as an answer of the route. */
export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  throw new InputRejected(parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message })));
}

/** Runs a write; the database refusing a duplicate of a unique key (23505) becomes the given refusal. */
export async function uniqueAs<T>(code: ErrorCode, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (sqlState(error) === '23505') throw new AppError(code);
    throw error;
  }
}
