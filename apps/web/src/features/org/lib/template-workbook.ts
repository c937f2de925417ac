/// <reference types="vite/client" />
import { CONSENT_METHODS, GUARDIAN_RELATIONSHIPS } from '@portal/contract/consent';
import { UPLOAD_MAX_ROWS } from '@portal/contract/constants';
import {
  EDUCATION_LEVELS,
  EDUCATION_STATUSES,
  ENROLLMENT_STATUSES,
  FAMILY_INCOME_SOURCES,
  GENDERS,
  INCOME_RANGES,
  type LookupOption,
  MUTUAL_FUND_TYPES,
  OCCUPATIONS,
  OUTREACH_CHANNELS,
  YES_NO,
} from '@portal/contract/lookups';
import type { BeneficiaryUploadField } from '@portal/contract/org-upload';
import {
  BENEFICIARY_INSTRUCTIONS,
  TEMPLATE_NAMES as N,
  VILLAGE_HEADINGS,
  VILLAGE_INSTRUCTIONS,
} from '@portal/contract/upload-template';
import type { DataValidation, Workbook, Worksheet } from 'exceljs';
// the prebuilt browser file, emitted as it is (see loadExcelJS)
import excelJsUrl from 'exceljs/dist/exceljs.min.js?url';
import { text } from '../../../lib/i18n/text.ts';
import { BENEFICIARY_TEMPLATE } from './headings.ts';

/** A district with its taluks, as the portal names them. */
export interface DistrictTaluks {
  district: string;
  taluks: readonly string[];
}

/** A sub-programme with the programme it belongs to, as the portal names them. */
export interface SubProgrammeName {
  programme: string;
  subProgramme: string;
}

/** The validations reach as far as an upload may go: the heading row and UPLOAD_MAX_ROWS rows. */
const LAST_ROW = UPLOAD_MAX_ROWS + 1;

const LOOKUP_LISTS: Partial<Record<BeneficiaryUploadField, readonly LookupOption[]>> = {
  gender_id: GENDERS,
  beneficiary_annual_source: OCCUPATIONS,
  enrollment_status: ENROLLMENT_STATUSES,
  outreach_channel: OUTREACH_CHANNELS,
  df_associate: YES_NO,
  education_level: EDUCATION_LEVELS,
  education_status_id: EDUCATION_STATUSES,
  is_certified: YES_NO,
  family_annual_source: FAMILY_INCOME_SOURCES,
  earning_range: INCOME_RANGES,
  mutual_fund_type: MUTUAL_FUND_TYPES,
  consent: YES_NO,
};

/**
 * Columns kept as text, so what is typed stays as typed: 0123 keeps its zero, a mobile number never turns
 * into 9.85E+09, and 05/03/1985 is read as day/month/year whatever the computer's date settings.
 */
const TEXT_FIELDS = new Set<BeneficiaryUploadField>([
  'aadhaar_no',
  'mobile_no',
  'pincode',
  'dob',
  'enrollment_date',
  'consent_date',
]);
const DATE_FIELDS = ['dob', 'enrollment_date', 'consent_date'] as const;

type ExcelJS = typeof import('exceljs');
type Validations = { add(range: string, validation: DataValidation): void };

/**
 * The spreadsheet writer, loaded only when a template is asked for: it is far larger than the pages that
 * offer it. The built page fetches its own prebuilt file as a script of this site (one request, cached
 * like any asset, and no chunk of the app's code); tests and the dev server import the package.
 */
async function loadExcelJS(): Promise<ExcelJS> {
  if (!import.meta.env.PROD) {
    const module = (await import('exceljs')) as ExcelJS & { default?: ExcelJS };
    return module.default ?? module;
  }
  const holder = globalThis as { ExcelJS?: ExcelJS };
  holder.ExcelJS ??= await new Promise<ExcelJS>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = excelJsUrl;
    script.async = true;
    script.onload = () => (holder.ExcelJS ? resolve(holder.ExcelJS) : reject(new Error('ExcelJS did not load')));
    script.onerror = () => {
      script.remove();
      reject(new Error('ExcelJS did not load'));
    };
    document.head.append(script);
  });
  return holder.ExcelJS;
}

async function newWorkbook(): Promise<Workbook> {
  return new (await loadExcelJS()).Workbook();
}

const columnLetter = (index: number) => {
  let letters = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) letters = String.fromCharCode(65 + ((n - 1) % 26)) + letters;
  return letters;
};

/** The hidden sheet that holds every list, one column each, and gives their absolute ranges. */
class Lists {
  private readonly sheet: Worksheet;
  private next = 0;

  constructor(book: Workbook) {
    this.sheet = book.addWorksheet(N.listsSheet, { state: 'hidden' });
  }

  /** Adds a column headed `title`; its values' range, e.g. Lists!$C$2:$C$13, or undefined when empty. */
  add(title: string, values: readonly string[]): { range: string; column: string } | undefined {
    if (values.length === 0) return undefined;
    const column = columnLetter(this.next++);
    this.sheet.getCell(`${column}1`).value = title;
    values.forEach((value, i) => {
      this.sheet.getCell(`${column}${i + 2}`).value = value;
    });
    return { range: `${N.listsSheet}!$${column}$2:$${column}$${values.length + 1}`, column };
  }

  /** The cell above a list: OFFSET counts the list's rows from it. */
  above(column: string) {
    return `${N.listsSheet}!$${column}$1`;
  }
}

const pick = (source: string, prompt?: string): DataValidation => ({
  type: 'list',
  allowBlank: true,
  formulae: [source],
  // a warning, not a stop: the upload also reads other spellings of many values
  showErrorMessage: true,
  errorStyle: 'warning',
  errorTitle: text('template.pickTitle'),
  error: text('template.pick'),
  ...(prompt ? { showInputMessage: true, promptTitle: text('template.pickTitle'), prompt } : {}),
});

/**
 * District and taluk drop-downs: the taluks of the district chosen in the same row (all taluks while it is
 * empty). The taluks are stored sorted by district, so a district's taluks are one block that OFFSET,
 * MATCH and COUNTIF find; Excel and LibreOffice both evaluate that in a list validation.
 */
function addPlaceValidations(
  sheet: Worksheet,
  lists: Lists,
  districts: readonly DistrictTaluks[],
  columns: { district: number; taluk: number },
) {
  const validations = (sheet as Worksheet & { dataValidations: Validations }).dataValidations;
  const sorted = [...districts].sort((a, b) => a.district.localeCompare(b.district));
  const pairs = sorted.flatMap((d) => [...d.taluks].sort((a, b) => a.localeCompare(b)).map((t) => [d.district, t] as const));
  const districtList = lists.add(N.listDistricts, [...new Set(sorted.map((d) => d.district))]);
  const allTaluks = lists.add(
    N.listTaluks,
    [...new Set(pairs.map(([, t]) => t))].sort((a, b) => a.localeCompare(b)),
  );
  const ofDistrict = lists.add(
    N.listDistrictOfTaluk,
    pairs.map(([d]) => d),
  );
  const talukOfDistrict = lists.add(
    N.listTalukOfDistrict,
    pairs.map(([, t]) => t),
  );
  const district = columnLetter(columns.district);
  const taluk = columnLetter(columns.taluk);
  if (districtList) validations.add(`${district}2:${district}${LAST_ROW}`, pick(districtList.range));
  if (!allTaluks || !ofDistrict || !talukOfDistrict) return;
  const chosen = `$${district}2`;
  const block = `OFFSET(${lists.above(talukOfDistrict.column)},MATCH(${chosen},${ofDistrict.range},0),0,COUNTIF(${ofDistrict.range},${chosen}),1)`;
  validations.add(
    `${taluk}2:${taluk}${LAST_ROW}`,
    pick(`IF(${chosen}="",${allTaluks.range},${block})`, text('template.talukPick')),
  );
}

function headingRow(sheet: Worksheet, headings: readonly string[]) {
  sheet.addRow([...headings]).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  headings.forEach((heading, i) => {
    sheet.getColumn(i + 1).width = Math.min(40, Math.max(12, heading.length + 2));
  });
}

/** The Instructions sheet's paragraphs in the language shown; the buttons it names as the dialog names them. */
const instructions = (ids: typeof BENEFICIARY_INSTRUCTIONS, sheet: string) =>
  ids.map((id) =>
    text(`templateInstruction.${id}`, { sheet, check: text('upload.check'), download: text('upload.downloadRejected') }),
  );

function instructionsSheet(book: Workbook, paragraphs: readonly string[], columns: readonly [string, string][]) {
  const sheet = book.addWorksheet(N.instructionsSheet);
  sheet.getColumn(1).width = 40;
  sheet.getColumn(2).width = 100;
  for (const paragraph of paragraphs) {
    const row = sheet.addRow([paragraph]);
    sheet.mergeCells(row.number, 1, row.number, 2);
    row.getCell(1).alignment = { wrapText: true, vertical: 'top' };
    row.height = 15 * Math.ceil(paragraph.length / 120);
  }
  sheet.addRow([]);
  sheet.addRow([text('template.columnHeading'), text('template.helpHeading')]).font = { bold: true };
  for (const [heading, help] of columns) sheet.addRow([heading, help]).getCell(2).alignment = { wrapText: true };
}

async function bytesOf(book: Workbook): Promise<Uint8Array> {
  // a Buffer under Node, an ArrayBuffer in the browser
  const written: ArrayBuffer | ArrayBufferView = await book.xlsx.writeBuffer();
  return ArrayBuffer.isView(written)
    ? new Uint8Array(written.buffer, written.byteOffset, written.byteLength)
    : new Uint8Array(written);
}

/**
 * The beneficiary upload template: the expected headings on the first sheet with drop-downs on every
 * look-up column (lists on a hidden sheet), the consent's included, text columns for Aadhaar, mobile,
 * pincode and dates, a 4-character limit on Aadhaar, and an Instructions sheet. Sub-programmes get a
 * drop-down when given.
 */
export async function beneficiaryTemplate(options: {
  districts: readonly DistrictTaluks[];
  subProgrammes?: readonly SubProgrammeName[];
  /** The office's lists as it keeps them (their values in use), in place of the seeded ones. */
  officeLists?: Partial<Record<BeneficiaryUploadField, readonly string[]>>;
}): Promise<Uint8Array> {
  const book = await newWorkbook();
  const sheet = book.addWorksheet(N.beneficiarySheet);
  instructionsSheet(
    book,
    instructions(BENEFICIARY_INSTRUCTIONS, N.beneficiarySheet),
    BENEFICIARY_TEMPLATE.map(([heading, field]) => [heading, text(`templateHelp.${field}`)]),
  );
  const lists = new Lists(book);
  const validations = (sheet as Worksheet & { dataValidations: Validations }).dataValidations;
  headingRow(
    sheet,
    BENEFICIARY_TEMPLATE.map(([heading]) => heading),
  );
  const columnOf = (field: BeneficiaryUploadField) => BENEFICIARY_TEMPLATE.findIndex(([, f]) => f === field);
  const rangeOf = (field: BeneficiaryUploadField) => {
    const letter = columnLetter(columnOf(field));
    return `${letter}2:${letter}${LAST_ROW}`;
  };
  for (const [heading, field] of BENEFICIARY_TEMPLATE) {
    const choices = options.officeLists?.[field] ?? LOOKUP_LISTS[field]?.map((o) => o.name);
    const list = choices && lists.add(heading, choices);
    if (list) validations.add(rangeOf(field), pick(list.range));
    if (TEXT_FIELDS.has(field)) sheet.getColumn(columnOf(field) + 1).numFmt = '@';
  }
  const subProgrammes = options.subProgrammes ?? [];
  const headingOf = (field: BeneficiaryUploadField) => BENEFICIARY_TEMPLATE[columnOf(field)][0];
  const programmes = lists.add(headingOf('program_id'), [...new Set(subProgrammes.map((s) => s.programme))]);
  const subs = lists.add(headingOf('sub_program'), [...new Set(subProgrammes.map((s) => s.subProgramme))]);
  if (programmes) validations.add(rangeOf('program_id'), pick(programmes.range));
  if (subs) validations.add(rangeOf('sub_program'), pick(subs.range));
  // how consent was given and who consents for a minor, named as the form names them in the language shown
  const methods = lists.add(
    headingOf('consent_method'),
    CONSENT_METHODS.map((method) => text(`consent.methods.${method}`)),
  );
  const relationships = lists.add(
    headingOf('guardian_relationship'),
    GUARDIAN_RELATIONSHIPS.map((relationship) => text(`consent.relationships.${relationship}`)),
  );
  if (methods) validations.add(rangeOf('consent_method'), pick(methods.range));
  if (relationships) validations.add(rangeOf('guardian_relationship'), pick(relationships.range));
  // a full Aadhaar number must never be typed in: the only validation that stops the entry
  validations.add(rangeOf('aadhaar_no'), {
    type: 'textLength',
    operator: 'equal',
    formulae: [4],
    allowBlank: true,
    showErrorMessage: true,
    errorStyle: 'stop',
    errorTitle: text('template.aadhaarTitle'),
    error: text('template.aadhaar'),
    showInputMessage: true,
    promptTitle: text('template.aadhaarTitle'),
    prompt: text('template.aadhaar'),
  });
  for (const field of DATE_FIELDS) {
    // a rule every entry meets, for its input message: the format shows when a date cell is selected
    validations.add(rangeOf(field), {
      type: 'custom',
      formulae: ['TRUE'],
      allowBlank: true,
      showInputMessage: true,
      promptTitle: text('template.dateTitle'),
      prompt: text('template.date'),
    });
  }
  addPlaceValidations(sheet, lists, options.districts, { district: columnOf('district'), taluk: columnOf('taluka') });
  return bytesOf(book);
}

/** The village upload template: Village, Taluk, District with district and taluk drop-downs, and Instructions. */
export async function villageTemplate(options: { districts: readonly DistrictTaluks[] }): Promise<Uint8Array> {
  const book = await newWorkbook();
  const sheet = book.addWorksheet(N.villageSheet);
  instructionsSheet(
    book,
    instructions(VILLAGE_INSTRUCTIONS, N.villageSheet),
    VILLAGE_HEADINGS.map((heading) => [heading, text(`templateVillageHelp.${heading}`)]),
  );
  headingRow(sheet, VILLAGE_HEADINGS);
  addPlaceValidations(sheet, new Lists(book), options.districts, {
    district: VILLAGE_HEADINGS.indexOf('District'),
    taluk: VILLAGE_HEADINGS.indexOf('Taluk'),
  });
  return bytesOf(book);
}
