import { SimpleGrid } from '@mantine/core';
import { PINCODE_DIGITS } from '@portal/contract/constants';
import { districtNameKn, talukNameKn } from '@portal/contract/i18n/place-names-kn';
import { STATES as STATE_ROWS } from '@portal/contract/lookups';
import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { useGeographyOptions, useVillageOptions } from '../api/geography.ts';
import { usePlaceOptions } from '../lib/place-options.ts';
import { useBeneficiaryText } from '../lib/use-beneficiary-text.ts';
import type { BeneficiaryForm } from './beneficiary-form-values.ts';
import { SelectField, TextField } from './form-fields.tsx';

/**
 * Spec §4 address cascade: choosing a level clears the levels below it; each level's options load
 * when its parent is chosen, and a select with no options is disabled. Villages keep their English names.
 * A taluk with no villages of its own offers its parent taluks' villages, and says so (decision 013).
 */
export function AddressFields({ form }: { form: BeneficiaryForm }) {
  const { t, options, locale } = useBeneficiaryText();
  const { control, setValue } = form;
  // read here, not through the form's watch, so that a choice redraws this section and not the whole form
  const [stateId, districtId, talukaId] = useWatch({ control, name: ['state_id', 'district_id', 'taluka_id'] });
  const districtRows = useGeographyOptions('district', stateId || undefined);
  const talukaRows = useGeographyOptions('taluka', districtId || undefined);
  const villageList = useVillageOptions(talukaId || undefined);
  const districtEnglish = districtRows.find((d) => d.value === districtId)?.label ?? '';
  const talukNameIn = useMemo(() => (taluk: string) => talukNameKn(districtEnglish, taluk), [districtEnglish]);
  const districts = usePlaceOptions(districtRows, districtNameKn);
  const talukas = usePlaceOptions(talukaRows, talukNameIn);
  const villages = useMemo(() => {
    // a taluk with no villages of its own offers those of the taluks it was carved from (decision 013),
    // each named with its taluk when there are two
    const { parents } = villageList;
    const parentName = (p: (typeof parents)[number]) =>
      (locale === 'kn-IN' ? talukNameKn(p.district_name, p.taluka_name) : undefined) ?? p.taluka_name;
    const names = new Map(parents.map((p) => [p.taluka_id, parentName(p)]));
    const data = villageList.villages.map(({ value, label, talukaId: taluk }) => ({
      value,
      label: parents.length > 1 && taluk !== undefined ? `${label} (${names.get(taluk)})` : label,
    }));
    return { data, parentNames: parents.map(parentName) };
  }, [villageList, locale]);
  const chosenTaluk = talukas.data.find((o) => o.value === talukaId)?.label ?? '';
  const villagesNote =
    villages.parentNames.length > 0
      ? t('beneficiaryScreen.form.villagesOfParents', {
          taluk: chosenTaluk,
          parents: villages.parentNames.join(', '),
          count: villages.parentNames.length,
        })
      : undefined;
  const clear = (...fields: ('district_id' | 'taluka_id' | 'village_id')[]) => {
    for (const field of fields) setValue(field, '');
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <SelectField
        control={control}
        name="state_id"
        label={t('beneficiaryScreen.form.state')}
        required
        data={options('state', STATE_ROWS)}
        onValueChange={() => clear('district_id', 'taluka_id', 'village_id')}
      />
      <SelectField
        control={control}
        name="district_id"
        label={t('beneficiaryScreen.form.district')}
        required
        searchable
        data={districts.data}
        filter={districts.filter}
        disabled={districtRows.length === 0}
        onValueChange={() => clear('taluka_id', 'village_id')}
      />
      <SelectField
        control={control}
        name="taluka_id"
        label={t('beneficiaryScreen.form.taluk')}
        required
        searchable
        data={talukas.data}
        filter={talukas.filter}
        disabled={talukaRows.length === 0}
        onValueChange={() => clear('village_id')}
      />
      <SelectField
        control={control}
        name="village_id"
        label={t('beneficiaryScreen.form.village')}
        description={villagesNote}
        required
        searchable
        data={villages.data}
        disabled={talukaRows.length === 0}
      />
      <TextField
        control={control}
        name="pincode"
        label={t('beneficiaryScreen.form.pincode')}
        digitsOnly
        maxLength={PINCODE_DIGITS}
      />
    </SimpleGrid>
  );
}
