import { readFileSync } from 'node:fs';
import XLSX from '@e965/xlsx';
import {
  BeneficiaryUploadRequestSchema,
  type RejectedRow,
  SentTypedRowSchema,
  VillageUploadRequestSchema,
} from '@portal/contract/org-upload';
import { RecordedReportSchema } from '@portal/contract/responses/uploads-history';
import { typedRowOfSent } from '@portal/contract/typed-cells';
import { describe, expect, it } from 'vitest';
import { compareCells, readCells } from '../../../../../../e2e/fixtures/spreadsheets/roundtrip/compare-cells.ts';
import {
  caseDownload,
  rejectedDownload,
  roundTripCases,
} from '../../../../../../e2e/fixtures/spreadsheets/roundtrip/roundtrip-cases.ts';
import { beneficiaryUploadBody, villageUploadBody } from '../api/uploads.ts';
import { openWorkbook, type ParsedUpload, readBeneficiaries, readVillages } from './parse-sheet.ts';
import { recordedRejectedWorkbook } from './recorded-rejected.ts';
import { parsedRejectedWorkbook } from './rejected-workbook.ts';
import { beneficiaryLayout, columnFields, villageLayout } from './sheet-layout.ts';

/** Workbooks made by LibreOffice Calc the way offices make them (e2e/fixtures/spreadsheets/README.md). */
const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../../../../e2e/fixtures/spreadsheets/${name}`, import.meta.url)));

const SOURCE = { fileName: 'office.xlsx', fileHash: 'a'.repeat(64), sheetName: 'Beneficiaries' };
const reason = (r: { row: number }) => `reason of row ${r.row}`;

/** The sheet read as the dialog's worker reads it, its columns as proposed. */
function readAsDialog(bytes: Uint8Array) {
  const sheets = openWorkbook(bytes);
  const { chosen } = beneficiaryLayout(sheets);
  return readBeneficiaries(sheets, { ...chosen, fields: columnFields(chosen.columns) });
}

/**
 * What the server records of an upload whose rows `refused` it rejected, and answers on
 * GET /org/uploads/{id}: the body as it arrives (the request's schema, then each row of cells as typed
 * checked as the upload checks it), each rejected row (the browser's set-aside ones too) with the cells
 * sent for it, and the sheet's typed heading row.
 */
function recorded(body: object, records: 'beneficiaries' | 'data', refused: readonly number[]) {
  const wire = JSON.parse(JSON.stringify(body));
  const sent = records === 'beneficiaries' ? BeneficiaryUploadRequestSchema.parse(wire) : VillageUploadRequestSchema.parse(wire);
  const rows = 'beneficiaries' in sent ? sent.beneficiaries : sent.data;
  const typedRows = (sent.typedRows ?? []).map((row, i) => {
    const cells = typedRowOfSent(SentTypedRowSchema.parse(row), rows[i], sent.typed?.fields);
    if (!cells) throw new Error(`typed row ${i} does not fit its record`);
    return cells;
  });
  const byRow = new Map(rows.map((record, i) => [(record as { rowNumber: number }).rowNumber, typedRows[i]]));
  const rejected: RejectedRow[] = [
    ...(sent.setAside ?? []).map(({ row, typed }) => ({ row, reason: 'set aside', ...(typed ? { typed } : {}) })),
    ...refused.map((row) => ({ row, reason: 'refused', typed: byRow.get(row) })),
  ].sort((a, b) => a.row - b.row);
  const typed = sent.typed && { headings: sent.typed.headings, columns: sent.typed.columns };
  return RecordedReportSchema.parse(JSON.parse(JSON.stringify({ created: 0, skipped: 0, rejected, typed })));
}

/** The dialog's download right after the upload: the report's rows (the set-aside ones merged in) from the worker. */
function immediate(parsed: ParsedUpload<{ rowNumber?: number }>, refused: readonly number[]) {
  const rows = [...parsed.setAside.map((r) => r.row), ...refused].sort((a, b) => a - b);
  return parsedRejectedWorkbook(
    parsed,
    rows.map((row) => ({ row, reason: reason({ row }) })),
    'Reason',
  );
}

describe('the rejected rows downloaded again from the history', () => {
  it('are the very file the dialog downloads right after the upload: words, blanks, dd/mm/yyyy dates, +91 mobiles', () => {
    for (const name of ['beneficiaries-as-typed.xlsx', 'beneficiaries-as-typed.xls']) {
      const bytes = fixture(name);
      const parsed = readAsDialog(bytes);
      // the server refuses rows 4 to 7; to compare every kind of cell, say it refused the valid ones too
      const refused = [2, 3, 4, 5, 6, 7, 8];
      const body = beneficiaryUploadBody(parsed.records, false, {
        source: SOURCE,
        setAside: parsed.setAside,
        typed: parsed.typed,
        typedRows: parsed.typedRows,
      });
      // a text the record sends too is sent once: the names are not sent twice, the words that were converted are
      const wire = JSON.stringify(body);
      expect(wire.split(`"${parsed.records[2].first_name}"`).length - 1, name).toBe(1);
      expect(wire, name).toContain('"+91 98450 21003"');
      const report = recorded(body, 'beneficiaries', refused);
      const fromHistory = recordedRejectedWorkbook('beneficiaries', report, reason, 'Reason');
      const rightAfter = immediate(parsed, refused);

      expect(compareCells(rightAfter, fromHistory), name).toEqual([]);
      expect(Buffer.from(fromHistory).equals(Buffer.from(rightAfter)), name).toBe(true);
      // and both are the sheet's own cells, as the download made them from the workbook before the cells
      // were sent (e2e/fixtures/spreadsheets/roundtrip)
      const fromSheet = rejectedDownload(
        bytes,
        refused.map((row) => ({ row, reason: reason({ row }) })),
      );
      expect(compareCells(fromSheet, fromHistory), name).toEqual([]);

      const [headings, ...lines] = readCells(fromHistory);
      const column = (heading: string) => headings.findIndex((cell) => cell?.v === heading);
      const at = (row: number, heading: string) => lines[refused.indexOf(row)][column(heading)];
      expect(headings.at(-1), name).toEqual({ t: 's', v: 'Reason' });
      expect(at(4, 'Gender'), name).toMatchObject({ t: 's', v: 'Male' });
      expect(at(7, 'Gender'), name).toMatchObject({ t: 's', v: 'ಮಹಿಳೆ' });
      for (const row of [4, 5, 7]) {
        expect([at(row, 'Program'), at(row, 'Enrollment Status')], `${name} row ${row}`).toEqual([undefined, undefined]);
      }
      expect(at(6, 'Program'), name).toMatchObject({ t: 's', v: 'Financial Inclusion' });
      expect(at(6, 'Enrollment Status'), name).toMatchObject({ t: 's', v: 'Completed' });
      expect(at(6, 'SIP / LUMPSUM'), name).toMatchObject({ t: 's', v: 'SIP' });
      expect(at(6, 'Related to DF Associate (Yes or No)'), name).toMatchObject({ t: 's', v: 'No' });
      expect(at(6, 'Date of Birth'), name).toMatchObject({ t: 's', v: '31/02/1990' });
      expect(at(4, 'Date of Birth')?.t, name).toBe('s');
      expect(String(at(4, 'Date of Birth')?.v), name).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
      // a date cell stays a date cell: its serial and day/month/year format
      expect(at(5, 'Date of Birth'), name).toEqual({ t: 'n', v: 29_036, z: 'dd/mm/yyyy' });
      expect(at(4, 'Mobile Number'), name).toMatchObject({ t: 's', v: '+91 98450 21003' });
      expect(at(3, 'Mobile Number'), name).toMatchObject({ t: 's', v: '+919845021002' });
      expect(at(7, 'Total Family Members'), name).toMatchObject({ t: 's', v: 'Five' });
    }
  });

  it('keeps the cells of a row the browser set aside, without the 12 digits it was set aside for, which are never sent', () => {
    const parsed = readAsDialog(fixture('beneficiaries-aadhaar-12-digits.xlsx'));
    expect(parsed.setAside.map((r) => r.row)).toEqual([2, 3, 4]);
    const body = beneficiaryUploadBody(parsed.records, false, {
      source: SOURCE,
      setAside: parsed.setAside,
      typed: parsed.typed,
      typedRows: parsed.typedRows,
    });
    const wire = JSON.stringify(body);
    for (const digits of ['1234 5678 9012', '123456789012', '1234-5678-9013']) expect(wire).not.toContain(digits);
    const report = recorded(body, 'beneficiaries', [5]);
    const fromHistory = recordedRejectedWorkbook('beneficiaries', report, reason, 'Reason');
    const rightAfter = immediate(parsed, [5]);
    expect(Buffer.from(fromHistory).equals(Buffer.from(rightAfter))).toBe(true);
    const [headings, ...lines] = readCells(fromHistory);
    const aadhaar = headings.findIndex((cell) => cell?.v === 'Aadhaar number last 4 digits');
    const name = headings.findIndex((cell) => cell?.v === 'Name of Beneficiary according to Aadhaar');
    expect(lines.map((cells) => cells[aadhaar]?.v)).toEqual([undefined, undefined, undefined, expect.any(Number)]);
    expect(lines.every((cells) => typeof cells[name]?.v === 'string')).toBe(true);
  });

  it('of a village sheet with its headings on row 2: the sheet headings and columns, as right after the upload', () => {
    const sheets = openWorkbook(fixture('villages-headings-row-2.xlsx'));
    const parsed = readVillages(sheets, villageLayout(sheets).chosen);
    const body = villageUploadBody(parsed.records, false, { typed: parsed.typed, typedRows: parsed.typedRows });
    const report = recorded(body, 'data', [11]);
    const fromHistory = recordedRejectedWorkbook('villages', report, reason, 'Reason');
    expect(Buffer.from(fromHistory).equals(Buffer.from(immediate(parsed, [11])))).toBe(true);
    expect(readCells(fromHistory).map((cells) => cells.map((cell) => cell?.v))).toEqual([
      ['Village', 'Taluk', 'District', 'Reason'],
      ['Abburu', 'Hunsur', 'Atlantis', 'reason of row 11'],
    ]);
  });

  it('of a village sheet leave out a cell of 12 digits, like a full Aadhaar number, which is never sent', () => {
    const book = XLSX.utils.book_new();
    const rows = [
      ['Village', 'Taluk', 'District', 'Note'],
      ['Nowhere', 'Hunsur', 'Atlantis', '1234 5678 9012'],
    ];
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), 'Villages');
    const sheets = openWorkbook(new Uint8Array(XLSX.write(book, { type: 'array', bookType: 'xlsx' })));
    const parsed = readVillages(sheets, villageLayout(sheets).chosen);
    const body = villageUploadBody(parsed.records, false, { typed: parsed.typed, typedRows: parsed.typedRows });
    expect(JSON.stringify(body)).not.toContain('1234 5678 9012');
    const fromHistory = recordedRejectedWorkbook('villages', recorded(body, 'data', [2]), reason, 'Reason');
    expect(Buffer.from(fromHistory).equals(Buffer.from(immediate(parsed, [2])))).toBe(true);
    expect(readCells(fromHistory).map((cells) => cells.map((cell) => cell?.v))).toEqual([
      ['Village', 'Taluk', 'District', 'Note', 'Reason'],
      ['Nowhere', 'Hunsur', 'Atlantis', undefined, 'reason of row 2'],
    ]);
  });

  it('right after the upload, are still the downloads LibreOffice was given in the round trip (roundtrip/cases.json)', () => {
    for (const c of roundTripCases()) {
      const sheets = openWorkbook(fixture(c.source));
      const parsed = c.source.startsWith('villages')
        ? readVillages(sheets, villageLayout(sheets).chosen)
        : readAsDialog(fixture(c.source));
      const bytes = parsedRejectedWorkbook(parsed, c.rows, 'Reason');
      expect(Buffer.from(bytes).equals(Buffer.from(caseDownload(c))), c.name).toBe(true);
    }
  });

  it('is sent only with a save: a check sends the records alone', () => {
    const parsed = readAsDialog(fixture('beneficiaries-as-typed.xlsx'));
    const body = beneficiaryUploadBody(parsed.records, true, {
      source: SOURCE,
      setAside: parsed.setAside,
      typed: parsed.typed,
      typedRows: parsed.typedRows,
    });
    expect(Object.keys(body)).toEqual(['beneficiaries', 'dryRun']);
    expect(XLSX.utils.encode_col(parsed.typed.columns - 1)).toBe('AJ');
  });
});
