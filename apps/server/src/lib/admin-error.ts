/**
 * A refusal of an administration command (the command line, the staff sheet): plain English for the
 * operator, never an HTTP answer (those are AppError, by code).
 */
export class AdminError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AdminError';
  }
}
