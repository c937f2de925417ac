import { ERRORS, type ErrorCode } from '@portal/contract/errors';
import { formatMessage, type MessageValues } from '@portal/contract/i18n/format';

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
