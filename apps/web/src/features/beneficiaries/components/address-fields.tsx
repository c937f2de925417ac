import { SimpleGrid } from '@mantine/core';
import { PINCODE_DIGITS } from '@portal/contract/constants';
import { districtNameKn, talukNameKn } from '@portal/contract/i18n/place-names-kn';
import { STATES as STATE_ROWS } from '@portal/contract/lookups';
import { useMemo } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useGeographyOptions } from '../api/geography.ts';
import { usePlaceOptions } from '../lib/place-options.ts';
import { useBeneficiaryText } from '../lib/use-beneficiary-text.ts';
import type { BeneficiaryFormValues } from './beneficiary-form-values.ts';
import { SelectField, TextField } from './form-fields.tsx';

/**
 * Spec §4 address cascade: choosing a level clears the levels below it; each level's options load
 * when its parent is chosen, and a select with no options is disabled. Villages keep their English names.
 */
export function AddressFields({ form }: { form: UseFormReturn<BeneficiaryFormValues> }) {
  const { t, options } = useBeneficiaryText();
  const { control, watch, setValue } = form;
  const [stateId, districtId, talukaId] = watch(['state_id', 'district_id', 'taluka_id']);
  const districtRows = useGeographyOptions('district', stateId || undefined);
  const talukaRows = useGeographyOptions('taluka', districtId || undefined);
  const villages = useGeographyOptions('village', talukaId || undefined);
  const districtEnglish = districtRows.find((d) => d.value === districtId)?.label ?? '';
  const talukNameIn = useMemo(() => (taluk: string) => talukNameKn(districtEnglish, taluk), [districtEnglish]);
  const districts = usePlaceOptions(districtRows, districtNameKn);
  const talukas = usePlaceOptions(talukaRows, talukNameIn);
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
        required
        searchable
        data={villages}
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
