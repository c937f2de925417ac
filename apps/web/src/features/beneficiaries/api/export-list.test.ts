import { describe, expect, it } from 'vitest';
import { exportQuery, fileNameOf } from './export-list.ts';

describe("the export's request and answer", () => {
  it("asks in the screen's language", () => {
    expect(exportQuery({ all: true, search: '' }, 'xlsx', 'kn-IN').get('language')).toBe('kn-IN');
    expect(exportQuery({ all: false, search: '' }, 'csv', 'en-IN').toString()).toBe('format=csv&isChecked=false&language=en-IN');
  });

  it('names the file by the UTF-8 name when the answer gives one, else by the plain one', () => {
    const kannada = 'ಫಲಾನುಭವಿಗಳು_ಎಲ್ಲರೂ_2026-03-15_0130.xlsx';
    expect(
      fileNameOf(
        `attachment; filename="beneficiaries_all_2026-03-15_0130.xlsx"; filename*=UTF-8''${encodeURIComponent(kannada)}`,
      ),
    ).toBe(kannada);
    expect(fileNameOf('attachment; filename="beneficiaries_all_2026-03-15_0130.zip"')).toBe(
      'beneficiaries_all_2026-03-15_0130.zip',
    );
    expect(fileNameOf(`attachment; filename="plain.xlsx"; filename*=UTF-8''%E0%B2`)).toBe('plain.xlsx');
    expect(fileNameOf(null)).toBeNull();
  });
});
