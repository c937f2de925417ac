import { KARNATAKA_STATE_ID } from '@portal/contract/constants';
import { nameOf, STATES } from '@portal/contract/lookups';
import { type KindKey, type LabelKey, REASONS as R } from '@portal/contract/upload-reasons';
import { compareText } from '../../lib/name-key.ts';
import type { Reasons } from '../org/upload-cells.ts';
import {
  type Found,
  findDistrict,
  findTaluk,
  findVillage,
  nearDistricts,
  nearTaluks,
  nearVillages,
  type Place,
  type Places,
  talukElsewhere,
  villageHome,
} from './place-lookup.ts';

const STATE_NAME = nameOf(STATES, KARNATAKA_STATE_ID) ?? '';

/**
 * Two or more places of one parent (the state for a district) a name fits: a question to the office,
 * never a guess. `inDistrict`: a village's, the district of its taluk (`parent`).
 */
export const ambiguousReason = (
  label: LabelKey,
  typed: string,
  parent: Place | undefined,
  found: { ambiguous: Place[] },
  inDistrict?: Place,
) =>
  R.ambiguousPlace(
    label,
    typed,
    parent?.name ?? STATE_NAME,
    // in one order whatever order the database read them in
    found.ambiguous.map((p) => p.name).sort(compareText),
    inDistrict?.name,
  );

/** Why a place name found nothing: two places it could mean, or the closest names. */
function placeReason(
  found: Found,
  kind: KindKey & LabelKey,
  typed: string,
  parent: Place | undefined,
  near: () => string[],
  inDistrict?: Place,
) {
  return found && 'ambiguous' in found
    ? ambiguousReason(kind, typed, parent, found, inDistrict)
    : R.unknownPlace(kind, typed, parent?.name, near(), inDistrict?.name);
}

/** A row's place as the sheet names it, each name trimmed ('' for an empty cell). */
export interface PlaceNames {
  district: string;
  taluk: string;
  village: string;
}

/**
 * District, taluk and village names to ids, each within its parent, by current or former name, a
 * village also without its suffix. What cannot be found goes to `reasons`, with the closest names.
 */
export function resolvePlace(places: Places, { district, taluk, village }: PlaceNames, reasons: Reasons) {
  const ids = { district: '' as number | '', taluka: '' as number | '', village: '' as number | '' };
  // a merged cell holds its value in its first row only: the rows below read it as empty
  if (!district && (taluk || village)) reasons.add(R.emptyPlace('district'), 'district_id');
  if (!taluk && village) reasons.add(R.emptyPlace('taluk'), 'taluka_id');
  // below a place that is not known, a name cannot be checked and its "required" would mislead
  const stop = () => {
    if (taluk) reasons.explained.add('taluka_id');
    if (village) reasons.explained.add('village_id');
    return ids;
  };
  if (!district) return stop();
  const d = findDistrict(places, district);
  if (!d || 'ambiguous' in d) {
    reasons.add(
      placeReason(d, 'district', district, undefined, () => nearDistricts(places, district)),
      'district_id',
    );
    return stop();
  }
  ids.district = d.place.id;
  if (!taluk) return stop();
  const t = findTaluk(places, d.place, taluk);
  if (!t || 'ambiguous' in t) {
    const elsewhere = t ? undefined : talukElsewhere(places, d.place, taluk);
    reasons.add(
      elsewhere
        ? R.placeElsewhere('taluk', taluk, d.place.name, elsewhere.taluk.name, elsewhere.district.name)
        : placeReason(t, 'taluk', taluk, d.place, () => nearTaluks(places, d.place, taluk)),
      'taluka_id',
    );
    return stop();
  }
  ids.taluka = t.place.id;
  if (!village) return ids;
  const v = findVillage(places, t.place, village);
  if (!v || 'ambiguous' in v) {
    reasons.add(
      placeReason(v, 'village', village, t.place, () => nearVillages(places, t.place, village), d.place),
      'village_id',
    );
    return ids;
  }
  ids.village = v.place.id;
  // a village found in a related taluk (decision 013) is stored where it is
  const home = villageHome(places, v.place);
  if (home) {
    ids.taluka = home.talukaId;
    ids.district = home.districtId;
  }
  return ids;
}
