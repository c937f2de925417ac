import { KARNATAKA_STATE_ID } from '@portal/contract/constants';
import { TEMPLATE_NAMES } from '@portal/contract/upload-template';
import { apiRequest } from '../../../lib/api-client.ts';
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

/** The beneficiary upload template with its drop-downs, as a download. */
export async function downloadBeneficiaryTemplate(): Promise<void> {
  const [{ beneficiaryTemplate }, districts] = await Promise.all([import('./template-workbook.ts'), fetchDistrictTaluks()]);
  saveFile(await beneficiaryTemplate({ districts }), TEMPLATE_NAMES.beneficiaryFile);
}

/** The village upload template with its district and taluk drop-downs, as a download. */
export async function downloadVillageTemplate(): Promise<void> {
  const [{ villageTemplate }, districts] = await Promise.all([import('./template-workbook.ts'), fetchDistrictTaluks()]);
  saveFile(await villageTemplate({ districts }), TEMPLATE_NAMES.villageFile);
}
