import type { TypedCell } from '@portal/contract/org-upload';
import { REASONS } from '@portal/contract/upload-reasons';
import { describe, expect, it } from 'vitest';
import { personKeyOrder, SheetRows, UploadTally } from './beneficiary-upload-check.ts';
import type { ResolvedRow } from './beneficiary-upload-row.ts';

describe('the steps of a beneficiary upload', () => {
  it('hands each row over once, with its sheet row, and lets it go', () => {
    const records: unknown[] = [{ first_name: 'Asha', rowNumber: 7 }, { first_name: 'Ravi' }];
    const typed: (TypedCell[] | undefined)[] = [['Asha'], undefined];
    const rows = new SheetRows(records, typed);
    expect(rows.take(1)).toEqual({ record: { first_name: 'Ravi' }, typed: undefined, row: 3 });
    expect(rows.take(0)).toMatchObject({ typed: ['Asha'], row: 7 });
    expect(records).toEqual([undefined, undefined]);
    expect(typed).toEqual([undefined, undefined]);
  });

  it('orders rows by person key, rows of one key in sheet order', () => {
    const person = (first_name: string, dob: string) => ({ first_name, dob, aadhaar_no: '' });
    expect(personKeyOrder([person('Ravi', '1990-01-01'), person('Asha', '1990-01-01'), person('R avi', '1990-01-01')])).toEqual([
      1, 0, 2,
    ]);
  });

  it('reports rejected rows and same-person rows in sheet order, and keeps the values of rejected rows only when recorded', () => {
    const accepted = { row: 2, note: undefined } as unknown as ResolvedRow;
    for (const keep of [true, false]) {
      const tally = new UploadTally(keep);
      expect(tally.add({ record: {}, typed: undefined, row: 2 }, { kind: 'accepted', resolved: accepted })).toBe(accepted);
      tally.add(
        { record: {}, typed: undefined, row: 9 },
        { kind: 'rejected', reasons: [REASONS.notARecord()], sent: { first_name: 'X' } },
      );
      tally.add({ record: {}, typed: undefined, row: 4 }, { kind: 'same person', firstRow: 2 });
      tally.add({ record: {}, typed: [], row: 5 }, { kind: 'rejected', reasons: [REASONS.notARecord()] });
      const report = tally.report({ created: 1, registered: 3, withoutConsent: 1 });
      expect(report.created).toBe(1);
      expect(report.skipped).toBe(4);
      expect(report.withoutConsent).toBe(1);
      expect(report.rejected.map((r) => r.row)).toEqual([5, 9]);
      expect(report.notes?.map((r) => r.row)).toEqual([4]);
      expect([...tally.rejectedValues.keys(), ...tally.rejectedTyped.keys()]).toEqual(keep ? [9, 5] : []);
    }
  });
});
