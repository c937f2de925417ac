import { SimpleGrid } from '@mantine/core';
import type { UseFormReturn } from 'react-hook-form';
import { useGeographyOptions } from '../api/geography.ts';
import type { BeneficiaryFormValues } from './add-beneficiary-modal.tsx';
import { SelectField, TextField } from './form-fields.tsx';

/**
 * Spec §4 address cascade: choosing a level clears the levels below it; each level's options load
 * when its parent is chosen, and a select with no options is disabled.
 */
export function AddressFields({
  form,
  states,
}: {
  form: UseFormReturn<BeneficiaryFormValues>;
  states: { value: string; label: string }[];
}) {
  const { control, watch, setValue } = form;
  const [stateId, districtId, talukaId] = watch(['state_id', 'district_id', 'taluka_id']);
  const districts = useGeographyOptions('district', stateId || undefined);
  const talukas = useGeographyOptions('taluka', districtId || undefined);
  const villages = useGeographyOptions('village', talukaId || undefined);
  const clear = (...fields: ('district_id' | 'taluka_id' | 'village_id')[]) => {
    for (const field of fields) setValue(field, '');
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <SelectField
        control={control}
        name="state_id"
        label="State"
        required
        data={states}
        onValueChange={() => clear('district_id', 'taluka_id', 'village_id')}
      />
      <SelectField
        control={control}
        name="district_id"
        label="District"
        required
        searchable
        data={districts}
        disabled={districts.length === 0}
        onValueChange={() => clear('taluka_id', 'village_id')}
      />
      <SelectField
        control={control}
        name="taluka_id"
        label="Taluk"
        required
        searchable
        data={talukas}
        disabled={talukas.length === 0}
        onValueChange={() => clear('village_id')}
      />
      <SelectField
        control={control}
        name="village_id"
        label="Village"
        required
        searchable
        data={villages}
        disabled={talukas.length === 0}
      />
      <TextField control={control} name="pincode" label="Pincode" digitsOnly maxLength={6} />
    </SimpleGrid>
  );
}
