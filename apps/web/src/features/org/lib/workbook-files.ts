import type { LookupValue } from '@portal/contract/config';
import { KARNATAKA_STATE_ID } from '@portal/contract/constants';
import { TEMPLATE_NAMES } from '@portal/contract/upload-template';
import { apiRequest } from '../../../lib/api-client.ts';
import { fetchOfficeLookups, offeredValues } from '../../../lib/office-lookups.ts';
import { saveFile } from './save-file.ts';
import type { DistrictTaluks } from './template-workbook.ts';

type Listed = { Status: boolean; data?: Record<string, string | number>[] };

/**
 * Karnataka's districts with their taluks from the geography API. When a look-up fails the template is
 * still made, with free-text place columns: the upload reads those as well.
 */
export async function fetchDistrictTaluks(): Promise<DistrictTaluks[]> {
  try {
    const districts = (await apiRequest<Listed>(`/org/get-district-list/${KARNATAKA_STATE_ID}`)).data ?? [];
    return await Promise.all(
      districts.map(async (d) => ({
        district: String(d.district_name),
        taluks: ((await apiRequest<Listed>(`/org/get-taluka-list/${d.district_id}`)).data ?? []).map((t) =>
          String(t.taluka_name),
        ),
      })),
    );
  } catch {
    return [];
  }
}

/** The office's lists for the template's drop-downs: their values in use; none (the seeded lists) when they cannot be read. */
async function fetchOfficeLists() {
  try {
    const { lists } = await fetchOfficeLookups();
    const inUse = (rows: readonly LookupValue[]) => offeredValues(rows).map((row) => row.name);
    return {
      beneficiary_annual_source: inUse(lists.occupation),
      family_annual_source: inUse(lists.occupation.filter((row) => row.family_income_source)),
      education_level: inUse(lists.educationLevel),
      earning_range: inUse(lists.incomeRange),
      outreach_channel: inUse(lists.outreachChannel),
      mutual_fund_type: inUse(lists.mutualFundType),
    };
  } catch {
    return undefined;
  }
}

/** The beneficiary upload template with its drop-downs, as a download. */
export async function downloadBeneficiaryTemplate(): Promise<void> {
  const [{ beneficiaryTemplate }, districts, officeLists] = await Promise.all([
    import('./template-workbook.ts'),
    fetchDistrictTaluks(),
    fetchOfficeLists(),
  ]);
  saveFile(await beneficiaryTemplate({ districts, officeLists }), TEMPLATE_NAMES.beneficiaryFile);
}

/** The village upload template with its district and taluk drop-downs, as a download. */
export async function downloadVillageTemplate(): Promise<void> {
  const [{ villageTemplate }, districts] = await Promise.all([import('./template-workbook.ts'), fetchDistrictTaluks()]);
  saveFile(await villageTemplate({ districts }), TEMPLATE_NAMES.villageFile);
}
