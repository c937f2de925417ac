import type { MessageId } from '@portal/contract/i18n/en-IN';
import { formatMessage, type MessageValues } from '@portal/contract/i18n/format';
import { KN_IN } from '@portal/contract/i18n/kn-IN';
import type { HistoryEntry } from '@portal/contract/records';
import { describe, expect, it } from 'vitest';
import { text } from '../../../lib/i18n/text.ts';
import { formatDate, formatRupees } from './format.ts';
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

// the screen's texts in Kannada, as useBeneficiaryText gives them
const kn = (id: MessageId, values?: MessageValues) => formatMessage(id, values, 'kn-IN', KN_IN);
const kannada = {
  t: kn,
  locale: 'kn-IN',
  lookup: (group: string, id: number) => kn(`lookup.${group}.${id}` as MessageId),
  program: (id: number) => kn(`program.${id}` as MessageId),
  subProgram: (id: number) => kn(`subProgram.${id}` as MessageId),
  date: (value: string) => formatDate(value, 'kn-IN'),
  rupees: (value: string) => formatRupees(value, 'kn-IN'),
} as unknown as BeneficiaryText;

const WHEN = 'ನವೆಂಬರ್ 20, 2026, 15:30';
const change = (field: string, from: [string | null, string | null], to: [string | null, string | null]) => ({
  field,
  from: { value: from[0], name: from[1] },
  to: { value: to[0], name: to[1] },
});

describe('history lines in Kannada', () => {
  it('set a change out as old and new, with no case ending on a value', () => {
    const income = entry({
      action: 'beneficiaryUpdated',
      changes: [change('earning_range_id', [null, null], ['1', '0 - 2,00,000'])],
    });
    const [line] = historyLines(income, kannada, WHEN);
    expect(line).toBe(`Asha Rao ಅವರು ${WHEN} ರಂದು ಕುಟುಂಬದ ಆದಾಯ (ರೂ.) ಬದಲಾಯಿಸಿದರು — ಹಳೆಯದು: (ಖಾಲಿ); ಹೊಸದು: 0 ರಿಂದ 2,00,000`);
    // "(ಖಾಲಿ) ರಿಂದ 0 ರಿಂದ 2,00,000 ಗೆ": a value with a case ending after it
    expect(line).not.toMatch(/\) ರಿಂದ | ಗೆ ಬದಲಾಯಿಸಿದರು/);
  });

  it('name the enrolment, the file and the row without case endings on them', () => {
    const enrolment = entry({
      action: 'enrolmentUpdated',
      sub_program_id: 1,
      sub_program_name: 'Mutual Fund',
      changes: [change('investment_amount', ['5000', null], ['7500', null])],
    });
    expect(historyLines(enrolment, kannada, WHEN)).toEqual([
      `Asha Rao ಅವರು ${WHEN} ರಂದು ಮ್ಯೂಚುವಲ್ ಫಂಡ್ ದಾಖಲಾತಿಯಲ್ಲಿ ಹೂಡಿಕೆ ಮೊತ್ತ ಬದಲಾಯಿಸಿದರು — ಹಳೆಯದು: ₹5,000.00; ಹೊಸದು: ₹7,500.00`,
    ]);
    expect(historyLines(entry({ upload_file_name: 'Hunsur.xlsx', upload_row: 12 }), kannada, WHEN)).toEqual([
      `Asha Rao ಅವರು ${WHEN} ರಂದು ಈ ಫಲಾನುಭವಿಯನ್ನು ಅಪ್‌ಲೋಡ್ ಮೂಲಕ ಸೇರಿಸಿದರು (ಕಡತ "Hunsur.xlsx", ಸಾಲು 12)`,
    ]);
  });

  it('name districts and taluks in Kannada, villages as the Census spells them', () => {
    const moved = entry({
      action: 'beneficiaryUpdated',
      changes: [
        change('district_id', ['1', 'Mandya'], ['2', 'Mysuru']),
        change('taluka_id', ['10', 'Maddur'], ['20', 'Hunsur']),
        change('village_id', ['100', 'Abbur'], ['200', 'Bilikere']),
      ],
    });
    expect(historyLines(moved, kannada, WHEN)).toEqual([
      `Asha Rao ಅವರು ${WHEN} ರಂದು ಜಿಲ್ಲೆ ಬದಲಾಯಿಸಿದರು — ಹಳೆಯದು: ಮಂಡ್ಯ; ಹೊಸದು: ಮೈಸೂರು`,
      `Asha Rao ಅವರು ${WHEN} ರಂದು ತಾಲ್ಲೂಕು ಬದಲಾಯಿಸಿದರು — ಹಳೆಯದು: ಮದ್ದೂರು; ಹೊಸದು: ಹುಣಸೂರು`,
      `Asha Rao ಅವರು ${WHEN} ರಂದು ಗ್ರಾಮ ಬದಲಾಯಿಸಿದರು — ಹಳೆಯದು: Abbur; ಹೊಸದು: Bilikere`,
    ]);
    // a taluk alone: its district is found when only one district has a taluk of that name
    const talukOnly = entry({
      action: 'beneficiaryUpdated',
      changes: [change('taluka_id', ['10', 'Maddur'], ['11', 'Nowhere'])],
    });
    expect(historyLines(talukOnly, kannada, WHEN)).toEqual([
      `Asha Rao ಅವರು ${WHEN} ರಂದು ತಾಲ್ಲೂಕು ಬದಲಾಯಿಸಿದರು — ಹಳೆಯದು: ಮದ್ದೂರು; ಹೊಸದು: Nowhere`,
    ]);
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
