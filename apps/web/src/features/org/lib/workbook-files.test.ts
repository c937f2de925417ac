import XLSX from '@e965/xlsx';
import { SESSION_STORAGE_KEY } from '@portal/contract/session';
import { TEMPLATE_NAMES } from '@portal/contract/upload-template';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { downloadBeneficiaryTemplate, downloadVillageTemplate, fetchDistrictTaluks } from './workbook-files.ts';

const GEOGRAPHY: Record<string, unknown> = {
  '/api/v1/org/get-district-list/1': [
    { district_id: 7, district_name: 'Mysuru' },
    { district_id: 9, district_name: 'Tumakuru' },
  ],
  '/api/v1/org/get-taluka-list/7': [
    { taluka_id: 70, taluka_name: 'Hunsur' },
    { taluka_id: 71, taluka_name: 'Nanjangud' },
  ],
  '/api/v1/org/get-taluka-list/9': [{ taluka_id: 90, taluka_name: 'Tiptur' }],
};

/** What the browser was asked to save: file name and bytes. */
let saved: { name: string; bytes: Promise<Uint8Array> }[] = [];
let fetched: string[] = [];

beforeEach(() => {
  saved = [];
  fetched = [];
  const session = JSON.stringify({ token: 't', expirationTime: Date.now() + 60_000 });
  vi.stubGlobal('localStorage', { getItem: (key: string) => (key === SESSION_STORAGE_KEY ? session : null) });
  vi.stubGlobal('fetch', async (url: string) => {
    fetched.push(url);
    const data = GEOGRAPHY[url];
    return new Response(JSON.stringify(data ? { Status: true, data } : { Message: 'no' }), { status: data ? 200 : 500 });
  });
  let blob: Blob | undefined;
  vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
    blob = b as Blob;
    return 'blob:x';
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  const link = {
    href: '',
    download: '',
    click: () => saved.push({ name: link.download, bytes: blob!.arrayBuffer().then((b) => new Uint8Array(b)) }),
    remove() {},
  };
  vi.stubGlobal('document', { createElement: () => link, body: { append() {} } });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const sheetNames = async (bytes: Promise<Uint8Array>) => XLSX.read(await bytes, { type: 'array', bookSheets: true }).SheetNames;

describe('template downloads', () => {
  it('reads the districts and each district’s taluks from the geography API', async () => {
    expect(await fetchDistrictTaluks()).toEqual([
      { district: 'Mysuru', taluks: ['Hunsur', 'Nanjangud'] },
      { district: 'Tumakuru', taluks: ['Tiptur'] },
    ]);
  });

  it('makes the template without place lists when the geography cannot be read', async () => {
    delete GEOGRAPHY['/api/v1/org/get-taluka-list/9'];
    try {
      expect(await fetchDistrictTaluks()).toEqual([]);
    } finally {
      GEOGRAPHY['/api/v1/org/get-taluka-list/9'] = [{ taluka_id: 90, taluka_name: 'Tiptur' }];
    }
  });

  it('saves the beneficiary and village templates under their names', async () => {
    await downloadBeneficiaryTemplate();
    await downloadVillageTemplate();
    expect(saved.map((s) => s.name)).toEqual([TEMPLATE_NAMES.beneficiaryFile, TEMPLATE_NAMES.villageFile]);
    expect(await sheetNames(saved[0].bytes)).toEqual([
      TEMPLATE_NAMES.beneficiarySheet,
      TEMPLATE_NAMES.instructionsSheet,
      TEMPLATE_NAMES.listsSheet,
    ]);
    expect(await sheetNames(saved[1].bytes)).toEqual([
      TEMPLATE_NAMES.villageSheet,
      TEMPLATE_NAMES.instructionsSheet,
      TEMPLATE_NAMES.listsSheet,
    ]);
    expect(fetched).toContain('/api/v1/org/get-taluka-list/9');
  });
});
