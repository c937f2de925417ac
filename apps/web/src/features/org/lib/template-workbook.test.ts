import { readFileSync } from 'node:fs';
import XLSX from '@e965/xlsx';
import { CONSENT_TEXT } from '@portal/contract/consent-text';
import { UPLOAD_MAX_ROWS } from '@portal/contract/constants';
import { EN_IN } from '@portal/contract/i18n/en-IN';
import { formatMessage } from '@portal/contract/i18n/format';
import { EDUCATION_LEVELS, GENDERS, INCOME_RANGES, OCCUPATIONS, YES_NO } from '@portal/contract/lookups';
import { VILLAGE_HEADINGS } from '@portal/contract/org-upload';
import { BENEFICIARY_INSTRUCTIONS, TEMPLATE_NAMES } from '@portal/contract/upload-template';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { BENEFICIARY_TEMPLATE } from './headings.ts';
import { beneficiaryTemplate, type DistrictTaluks, villageTemplate } from './template-workbook.ts';

/** The seed's districts and taluks, as the geography API gives them. */
function seedDistricts(): DistrictTaluks[] {
  const csv = readFileSync(
    new URL('../../../../../../apps/server/src/db/seed/data/karnataka/taluks.csv', import.meta.url),
    'utf8',
  );
  const byDistrict = new Map<string, string[]>();
  for (const line of csv.trim().split('\n').slice(1)) {
    const [district, taluk] = line.split(',');
    byDistrict.set(district, [...(byDistrict.get(district) ?? []), taluk]);
  }
  return [...byDistrict].map(([district, taluks]) => ({ district, taluks }));
}

interface Validation {
  sqref: string;
  type?: string;
  errorStyle?: string;
  formula: string;
  prompt?: string;
}

/** The workbook's sheets (read by SheetJS) and the data validations of its first sheet (from its XML). */
function open(bytes: Uint8Array) {
  const book = XLSX.read(bytes, { type: 'array', dense: true });
  const files = unzipSync(bytes);
  const xml = strFromU8(files['xl/worksheets/sheet1.xml']);
  const unescapeXml = (text: string) =>
    text
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const validations: Validation[] = [...xml.matchAll(/<dataValidation ([^>]*?)(?:\/>|>(.*?)<\/dataValidation>)/g)].map(
    ([, attrs, body]) => {
      const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1];
      return {
        sqref: String(attr('sqref')),
        type: attr('type'),
        errorStyle: attr('errorStyle'),
        prompt: attr('prompt'),
        formula: unescapeXml(/<formula1>(.*?)<\/formula1>/.exec(body ?? '')?.[1] ?? ''),
      };
    },
  );
  const cells = (name: string) => Array.from(book.Sheets[name]['!data'] ?? [], (row) => Array.from(row ?? [], (cell) => cell?.v));
  /** The values a list validation offers, when its source is a plain range of the Lists sheet. */
  const listValues = (formula: string) => {
    const range = new RegExp(`^${TEMPLATE_NAMES.listsSheet}!\\$([A-Z]+)\\$(\\d+):\\$([A-Z]+)\\$(\\d+)$`).exec(formula);
    if (!range) return undefined;
    const column = XLSX.utils.decode_col(range[1]);
    return cells(TEMPLATE_NAMES.listsSheet)
      .slice(Number(range[2]) - 1, Number(range[4]))
      .map((row) => row[column]);
  };
  return { book, files, validations, cells, listValues };
}

const columnRange = (index: number) => {
  const letter = XLSX.utils.encode_col(index);
  return `${letter}2:${letter}${UPLOAD_MAX_ROWS + 1}`;
};
const columnOf = (heading: string) => BENEFICIARY_TEMPLATE.findIndex(([h]) => h === heading);

describe('the beneficiary template', async () => {
  const bytes = await beneficiaryTemplate({ districts: seedDistricts() });
  const { book, validations, cells, listValues } = open(bytes);
  const on = (heading: string) => validations.filter((v) => v.sqref === columnRange(columnOf(heading)));

  it('has the data sheet first with the template headings, then Instructions, then a hidden list sheet', () => {
    expect(book.SheetNames).toEqual([
      TEMPLATE_NAMES.beneficiarySheet,
      TEMPLATE_NAMES.instructionsSheet,
      TEMPLATE_NAMES.listsSheet,
    ]);
    expect(book.Workbook?.Sheets?.map((s) => s.Hidden)).toEqual([0, 0, 1]);
    expect(cells(TEMPLATE_NAMES.beneficiarySheet)).toEqual([BENEFICIARY_TEMPLATE.map(([heading]) => heading)]);
  });

  it('offers a drop-down of the look-up values on every look-up column, down to the row limit', () => {
    const expected: [string, readonly { name: string }[]][] = [
      ['Gender', GENDERS],
      ['Beneficiary Occupation Status', OCCUPATIONS],
      ['Related to DF Associate (Yes or No)', YES_NO],
      ['Did Certification course ? (Yes / No)', YES_NO],
      ['Education Level', EDUCATION_LEVELS],
      ['Family Income Range', INCOME_RANGES],
    ];
    for (const [heading, options] of expected) {
      const [validation] = on(heading);
      expect(validation, heading).toMatchObject({ type: 'list', errorStyle: 'warning' });
      expect(listValues(validation.formula), heading).toEqual(options.map((o) => o.name));
    }
    for (const heading of [
      'Education Status',
      'Family Income Source',
      'SIP / LUMPSUM',
      'Awareness Through',
      'Enrollment Status',
      'District',
    ]) {
      expect(listValues(on(heading)[0]?.formula ?? '')?.length, heading).toBeGreaterThan(1);
    }
    expect(listValues(on('Family Income Source')[0].formula)).not.toContain('Student');
    expect(listValues(on('District')[0].formula)).toContain('Mysuru');
  });

  it("offers the taluks of the row's district, and all taluks while the district is empty", () => {
    const [taluk] = on('Taluk');
    const district = XLSX.utils.encode_col(columnOf('District'));
    expect(taluk.type).toBe('list');
    expect(taluk.formula).toMatch(new RegExp(`^IF\\(\\$${district}2="",Lists!\\$[A-Z]+\\$2:\\$[A-Z]+\\$\\d+,OFFSET\\(`));
    // the blocks OFFSET walks: every district's taluks together, districts in order
    const [all, ofDistrict] = [...taluk.formula.matchAll(/Lists!\$[A-Z]+\$\d+:\$[A-Z]+\$\d+/g)].map(([r]) => r);
    const above = /OFFSET\(Lists!\$([A-Z]+)\$1,/.exec(taluk.formula)?.[1] ?? '';
    const talukOfDistrict = ofDistrict.replaceAll(/\$[A-Z]+\$/g, () => `$${above}$`);
    expect(listValues(all)).toContain('Hunsur');
    const pairs = (listValues(ofDistrict) ?? []).map((d, i) => [d, listValues(talukOfDistrict)?.[i]]);
    const mysuru = pairs.filter(([d]) => d === 'Mysuru').map(([, t]) => t);
    expect(mysuru).toContain('Hunsur');
    expect(mysuru).not.toContain('Tiptur');
    const firstOf = new Map<unknown, number>();
    pairs.forEach(([d], i) => {
      if (!firstOf.has(d)) firstOf.set(d, i);
    });
    for (const [d, first] of firstOf)
      expect(pairs.slice(first, first + pairs.filter(([x]) => x === d).length).every(([x]) => x === d)).toBe(true);
  });

  it('lets no more than 4 characters into the Aadhaar column, and shows the date format on date columns', () => {
    expect(on('Aadhaar number last 4 digits')[0]).toMatchObject({ type: 'textLength', errorStyle: 'stop', formula: '4' });
    expect(on('Date of Birth')[0]).toMatchObject({ type: 'custom', formula: 'TRUE', prompt: EN_IN['template.date'] });
    expect(on('Enrollment Date')[0]).toMatchObject({ prompt: EN_IN['template.date'] });
    expect(on('Consent Date')[0]).toMatchObject({ prompt: EN_IN['template.date'] });
  });

  it('ends with the consent columns, their drop-downs naming the choices as the form does', () => {
    const headings = BENEFICIARY_TEMPLATE.map(([heading]) => heading);
    expect(headings.slice(-6)).toEqual([
      'Consent (Yes / No)',
      'Consent Date',
      'Consent Method',
      'Witness Name',
      'Guardian Name',
      'Guardian Relationship',
    ]);
    expect(listValues(on('Consent (Yes / No)')[0].formula)).toEqual(YES_NO.map((o) => o.name));
    expect(listValues(on('Consent Method')[0].formula)).toEqual(Object.values(CONSENT_TEXT.methods));
    expect(listValues(on('Guardian Relationship')[0].formula)).toEqual(Object.values(CONSENT_TEXT.relationships));
    expect(on('Witness Name')).toEqual([]);
  });

  it('explains every column on the Instructions sheet', () => {
    const rows = cells(TEMPLATE_NAMES.instructionsSheet);
    const texts = rows.map((row) => row[0]);
    for (const id of BENEFICIARY_INSTRUCTIONS) {
      const values = { sheet: 'Beneficiaries', check: 'Check file', download: 'Download rejected rows' };
      expect(texts).toContain(formatMessage(`templateInstruction.${id}`, values));
    }
    expect(texts.join(' ')).toContain('50,000');
    for (const [heading, field] of BENEFICIARY_TEMPLATE)
      expect(rows.find((row) => row[0] === heading)?.[1], heading).toBe(EN_IN[`templateHelp.${field}`]);
  });

  it('keeps Aadhaar, mobile, pincode and date columns (the consent date too) as text', () => {
    const { files } = open(bytes);
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']);
    const styles = strFromU8(files['xl/styles.xml']);
    const textStyles = [...styles.replace(/[\s\S]*<cellXfs[^>]*>/, '').matchAll(/<xf [^>]*>/g)].flatMap(([xf], i) =>
      /numFmtId="49"/.test(xf) ? [String(i)] : [],
    );
    const columns = [...sheet.matchAll(/<col ([^>]*)\/>/g)].map(([, attrs]) => {
      const attr = (name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(attrs)?.[1];
      return { min: Number(attr('min')), max: Number(attr('max')), style: attr('style') };
    });
    const styleOf = (col: number) => columns.find(({ min, max }) => min <= col && col <= max)?.style;
    for (const heading of [
      'Aadhaar number last 4 digits',
      'Mobile Number',
      'Pincode',
      'Date of Birth',
      'Enrollment Date',
      'Consent Date',
    ])
      expect(textStyles, heading).toContain(styleOf(columnOf(heading) + 1));
    expect(textStyles).not.toContain(styleOf(columnOf('Gender') + 1));
  });

  it('offers programmes and sub-programmes when they are given', async () => {
    const withPrograms = open(
      await beneficiaryTemplate({
        districts: [],
        subProgrammes: [
          { programme: 'Financial Inclusion', subProgramme: 'Mutual Fund' },
          { programme: 'Financial Inclusion', subProgramme: 'Financial Literacy' },
        ],
      }),
    );
    const at = (heading: string) => withPrograms.validations.find((v) => v.sqref === columnRange(columnOf(heading)));
    expect(withPrograms.listValues(at('Program')?.formula ?? '')).toEqual(['Financial Inclusion']);
    expect(withPrograms.listValues(at('Sub Program Name')?.formula ?? '')).toEqual(['Mutual Fund', 'Financial Literacy']);
    // without the geography the place columns stay free text
    expect(at('District')).toBeUndefined();
    expect(at('Taluk')).toBeUndefined();
    expect(at('Gender')).toBeDefined();
  });
});

describe('the village template', async () => {
  const { book, validations, cells, listValues } = open(await villageTemplate({ districts: seedDistricts() }));

  it('has Village, Taluk, District with district and taluk drop-downs, and Instructions', () => {
    expect(book.SheetNames).toEqual([TEMPLATE_NAMES.villageSheet, TEMPLATE_NAMES.instructionsSheet, TEMPLATE_NAMES.listsSheet]);
    expect(cells(TEMPLATE_NAMES.villageSheet)).toEqual([[...VILLAGE_HEADINGS]]);
    const district = validations.find((v) => v.sqref === columnRange(2));
    const taluk = validations.find((v) => v.sqref === columnRange(1));
    expect(listValues(district?.formula ?? '')).toContain('Mysuru');
    expect(taluk?.formula).toMatch(/^IF\(\$C2="",.*OFFSET\(/);
    expect(validations.find((v) => v.sqref === columnRange(0))).toBeUndefined();
    expect(cells(TEMPLATE_NAMES.instructionsSheet).some((row) => row[0] === 'Taluk')).toBe(true);
  });
});
