import { formatMessage } from '@portal/contract/i18n/format';
import { KN_IN } from '@portal/contract/i18n/kn-IN';
import { REASONS } from '@portal/contract/upload-reasons';
import { describe, expect, it } from 'vitest';
import { setAsideRow } from './parse-sheet.ts';
import { reasonOf } from './reasons.ts';

const kannada = (id: Parameters<typeof formatMessage>[0], values?: Record<string, string | number>) =>
  formatMessage(id, values, 'kn-IN', KN_IN);

describe('a rejected row in the language shown', () => {
  it('keeps the English reason and gives the same reasons by id', () => {
    const row = setAsideRow(6, [{ reasonId: 'upload.fullAadhaarIn', reasonValues: { columns: '"Remarks"' } }]);
    expect(row.reason).toBe(
      '"Remarks": 12 digits, like a full Aadhaar number. The cell was cleared and the row was not sent; only the last 4 digits of Aadhaar may be uploaded.',
    );
    expect(reasonOf(row, formatMessage)).toBe(row.reason);
    expect(reasonOf(row, kannada)).toMatch(/^"Remarks": 12 ಅಂಕಿಗಳಿವೆ/);
  });

  it('reads a server row by its ids, and an older answer without ids as its English text', () => {
    const reasons = [REASONS.emptyPlace('district'), REASONS.unknownDistrict('Mysoor', ['Mysuru'])];
    const row = { row: 3, reason: 'English only', reasons };
    expect(reasonOf(row, kannada)).toBe('ಜಿಲ್ಲೆ ಖಾಲಿಯಾಗಿದೆ (ವಿಲೀನಗೊಳಿಸಿದ ಕೋಶವೇ?); ಗೊತ್ತಿಲ್ಲದ ಜಿಲ್ಲೆ "Mysoor" (ಹತ್ತಿರದ ಹೆಸರು: Mysuru).');
    expect(reasonOf({ row: 3, reason: 'English only' }, kannada)).toBe('English only');
  });
});
