import type { HistoryEntry } from '@portal/contract/records';
import { describe, expect, it } from 'vitest';
import { text } from '../../../lib/i18n/text.ts';
import { historyLines } from './history-lines.ts';
import type { BeneficiaryText } from './use-beneficiary-text.ts';

// the parts of the screen's texts an upload's entries use, in English
const english = {
  t: text,
  subProgram: (_id: number, name: string) => name,
} as unknown as BeneficiaryText;

const entry = (overrides: Partial<HistoryEntry>): HistoryEntry => ({
  audit_id: 7,
  action: 'beneficiaryCreated',
  occurred_at: '2026-11-20T10:00:00.000Z',
  user_name: 'Asha Rao',
  changes: [],
  reason: null,
  program_id: null,
  sub_program_id: null,
  sub_program_name: null,
  upload_file_name: null,
  upload_row: null,
  ...overrides,
});

describe('history lines of a record an upload created', () => {
  it('name the file for those the server gives it to', () => {
    expect(historyLines(entry({ upload_file_name: 'Hunsur.xlsx', upload_row: 12 }), english, '20 Nov 2026')).toEqual([
      'Created from upload Hunsur.xlsx row 12 by Asha Rao on 20 Nov 2026',
    ]);
  });

  it('say only "from an upload, sheet row N" to everyone else, for the person and the enrolment', () => {
    expect(historyLines(entry({ upload_row: 12 }), english, '20 Nov 2026')).toEqual([
      'Created from an upload, sheet row 12, by Asha Rao on 20 Nov 2026',
    ]);
    const enrolment = entry({
      action: 'enrolmentCreated',
      sub_program_id: 2,
      sub_program_name: 'Financial Literacy',
      upload_row: 9,
    });
    expect(historyLines(enrolment, english, '20 Nov 2026')).toEqual([
      'Enrolled in Financial Literacy from an upload, sheet row 9, by Asha Rao on 20 Nov 2026',
    ]);
  });

  it('of a record made on the screen say who made it', () => {
    expect(historyLines(entry({}), english, '20 Nov 2026')).toEqual(['Asha Rao registered this beneficiary on 20 Nov 2026']);
  });
});
