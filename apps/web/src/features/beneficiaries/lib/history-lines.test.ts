import { formatMessage } from '@portal/contract/i18n/format';
import { KN_IN } from '@portal/contract/i18n/kn-IN';
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

describe('history line of a village the reference list moved (decision 013)', () => {
  const kannada = {
    t: (id: Parameters<typeof formatMessage>[0], values?: Record<string, string | number>) =>
      formatMessage(id, values, 'kn-IN', KN_IN),
    locale: 'kn-IN',
  } as unknown as BeneficiaryText;
  const moved = (from: [string, string], to: [string, string]) =>
    entry({
      action: 'talukFromReferenceList',
      user_name: 'reference list',
      changes: [
        { field: 'district_id', from: { value: '5', name: from[0] }, to: { value: from[0] === to[0] ? '5' : '6', name: to[0] } },
        { field: 'taluka_id', from: { value: '40', name: from[1] }, to: { value: '41', name: to[1] } },
      ],
    });

  it('names no user, the taluks in English and in Kannada', () => {
    const alnavar = moved(['Dharwad', 'Dharwad'], ['Dharwad', 'Alnavar']);
    expect(historyLines(alnavar, { ...english, locale: 'en-IN' } as BeneficiaryText, '20 Nov 2026')).toEqual([
      'Taluk updated from the reference list on 20 Nov 2026: the village is now in Alnavar, no longer in Dharwad',
    ]);
    expect(historyLines(alnavar, kannada, '20 ನವೆಂ 2026')).toEqual([
      '20 ನವೆಂ 2026 ರಂದು ಉಲ್ಲೇಖ ಪಟ್ಟಿಯಿಂದ ತಾಲ್ಲೂಕು ನವೀಕರಿಸಲಾಗಿದೆ: ಗ್ರಾಮ ಈಗ ಧಾರವಾಡ ತಾಲ್ಲೂಕಿನಲ್ಲಿ ಇಲ್ಲ, ಅಳ್ನಾವರ ತಾಲ್ಲೂಕಿನಲ್ಲಿದೆ',
    ]);
  });

  it('names both districts when the move crosses one (Hosapete to Kampli)', () => {
    const kampli = moved(['Vijayanagara', 'Hosapete'], ['Ballari', 'Kampli']);
    expect(historyLines(kampli, { ...english, locale: 'en-IN' } as BeneficiaryText, '20 Nov 2026')).toEqual([
      'Taluk updated from the reference list on 20 Nov 2026: the village is now in Kampli (Ballari district), no longer in Hosapete (Vijayanagara district)',
    ]);
    expect(historyLines(kampli, kannada, 'ಇಂದು')[0]).toMatch(/ವಿಜಯನಗರ ಜಿಲ್ಲೆಯ ಹೊಸಪೇಟೆ ತಾಲ್ಲೂಕಿನಲ್ಲಿ ಇಲ್ಲ, ಬಳ್ಳಾರಿ ಜಿಲ್ಲೆಯ ಕಂಪ್ಲಿ ತಾಲ್ಲೂಕಿನಲ್ಲಿದೆ$/);
  });
});
