/**
 * What of an error may be written to a log. A failed statement carries its parameters (the ORM puts
 * them in its message), the database's detail repeats the row ("Failing row contains (…)") and some
 * messages quote the value they refused: all of it may be a name, a mobile number or an e-mail.
 * Kept: the error's type, SQLSTATE code, constraint, table, column, a message cut before any quoted
 * value, and the stack frames without the message line.
 */
const DATABASE_FIELDS = ['code', 'constraint', 'table', 'column', 'schema', 'severity', 'routine'] as const;
const SQLSTATE = /^[0-9A-Z]{5}$/;
const QUERY_WRAPPER = /^Failed query:/;

type Fields = Record<string, unknown>;
export interface SafeError extends Fields {
  type: string;
  message: string;
  stack: string;
}

const isDatabaseError = (error: Error & Fields) => typeof error.code === 'string' && SQLSTATE.test(error.code);

/** The database names the value it refused after a colon ('…for type integer: "abc"'); that part goes. */
const withoutValues = (message: string) => message.split('\n')[0].replace(/:\s.*$/, ': …');

const stackFrames = (stack: string | undefined) =>
  stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n') ?? '';

export function safeError(error: unknown): SafeError {
  if (!(error instanceof Error)) return { type: typeof error, message: '', stack: '' };
  const wrapper = QUERY_WRAPPER.test(error.message);
  const root = (wrapper && error.cause instanceof Error ? error.cause : error) as Error & Fields;
  const safe: SafeError = { type: root.name, message: '', stack: '' };
  if (isDatabaseError(root)) {
    for (const field of DATABASE_FIELDS) if (typeof root[field] === 'string') safe[field] = root[field];
    safe.message = withoutValues(root.message);
  } else {
    safe.message = wrapper ? 'database statement failed' : root.message.split('\n')[0];
    if (typeof root.code === 'string') safe.code = root.code;
  }
  if (typeof root.statusCode === 'number') safe.statusCode = root.statusCode;
  safe.stack = stackFrames(error.stack);
  return safe;
}

/** For a console: one line, nothing personal. */
export const describeError = (error: unknown): string => {
  const { type, message, code, constraint } = safeError(error);
  return [type, code, constraint, message].filter(Boolean).join(' ');
};
