import { describe, expect, it } from 'vitest';
import { describeError, safeError } from './safe-error.ts';

/** The shape of a failed statement as the ORM wraps the driver's error. */
function failedStatement() {
  const cause = Object.assign(new Error('invalid input syntax for type date: "1987-03-21"'), {
    name: 'DatabaseError',
    code: '22007',
    detail: 'Failing row contains (Zebulonia, 9123456780).',
    table: 'beneficiaries',
    constraint: 'beneficiaries_dob_check',
  });
  return new Error('Failed query: insert into beneficiaries values ($1, $2)\nparams: Zebulonia,9123456780', { cause });
}

describe('errors as they may be logged', () => {
  it('keep the code, table, constraint and the message up to the value, and nothing of the row', () => {
    const safe = safeError(failedStatement());
    expect(safe).toMatchObject({
      type: 'DatabaseError',
      code: '22007',
      table: 'beneficiaries',
      constraint: 'beneficiaries_dob_check',
      message: 'invalid input syntax for type date: …',
    });
    const text = JSON.stringify(safe);
    for (const secret of ['Zebulonia', '9123456780', '1987-03-21', 'params']) expect(text).not.toContain(secret);
  });

  it('gives the command line one line without personal data', () => {
    const line = describeError(failedStatement());
    expect(line).toBe('DatabaseError 22007 beneficiaries_dob_check invalid input syntax for type date: …');
  });

  it('keeps ordinary errors as they are', () => {
    expect(safeError(new TypeError('x is not a function'))).toMatchObject({ type: 'TypeError', message: 'x is not a function' });
  });
});
