import { readFileSync } from 'node:fs';
import { sentTypedRow } from '@portal/contract/typed-cells';
import { parseBeneficiaries } from '../../web/src/features/org/lib/parse-sheet.ts';

const CONSENT_SHEET = new URL('../../../e2e/fixtures/spreadsheets/beneficiaries-consent.xlsx', import.meta.url);

/**
 * A sheet of consent columns made by LibreOffice in English (India) with Kannada text (decision 038;
 * e2e/fixtures/spreadsheets/README.md), read as the upload dialog reads it: its rows and what the dialog
 * sends, with their cells as typed.
 */
export function consentSheetAsSent() {
  const parsed = parseBeneficiaries(new Uint8Array(readFileSync(CONSENT_SHEET)));
  return {
    setAside: parsed.setAside,
    payload: {
      beneficiaries: parsed.records,
      typed: parsed.typed,
      typedRows: parsed.typedRows.map((row, i) => sentTypedRow(row, parsed.records[i], parsed.typed.fields)),
    },
  };
}
