import { Divider, SimpleGrid } from '@mantine/core';
import { MUTUAL_FUND_PROVIDERS, MUTUAL_FUND_TYPES } from '@portal/contract/lookups';
import { useFormContext } from 'react-hook-form';
import { useBeneficiaryText } from '../lib/use-beneficiary-text.ts';
import { NumberField, SelectField, TextField } from './form-fields.tsx';
import { PROGRAM_LIMITS } from './program-field-limits.ts';
import type { ProgramFormValues } from './program-form-values.ts';

/** The mutual fund's provider, type, duration, amount and reason: only for the mutual-fund sub-programme. */
export function ProgramMutualFundFields() {
  const { t, options } = useBeneficiaryText();
  const { control, formState } = useFormContext<ProgramFormValues>();
  const keep = (field: keyof ProgramFormValues) => String(formState.defaultValues?.[field] ?? '');
  return (
    <>
      <Divider label={t('beneficiaryScreen.program.mutualFundSection')} labelPosition="left" />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <SelectField
          control={control}
          name="mutual_fund_provider_id"
          label={t('beneficiaryScreen.program.mfProvider')}
          required
          data={options('mutualFundProvider', MUTUAL_FUND_PROVIDERS, { keep: keep('mutual_fund_provider_id') })}
        />
        <SelectField
          control={control}
          name="mutual_fund_type_id"
          label={t('beneficiaryScreen.program.mfType')}
          required
          data={options('mutualFundType', MUTUAL_FUND_TYPES, { keep: keep('mutual_fund_type_id') })}
        />
        <NumberField
          control={control}
          name="mutual_fund_duration"
          label={t('beneficiaryScreen.program.mfDuration')}
          required
          min={PROGRAM_LIMITS.mfDuration.min}
          max={PROGRAM_LIMITS.mfDuration.max}
        />
        <NumberField
          control={control}
          name="investment_amount"
          label={t('beneficiaryScreen.program.investedAmountInr')}
          required
          min={PROGRAM_LIMITS.investment.min}
          max={PROGRAM_LIMITS.investment.max}
          allowDecimal
        />
        <TextField
          control={control}
          name="reason_for_investment"
          label={t('beneficiaryScreen.program.reason')}
          maxLength={PROGRAM_LIMITS.reason.maxLength}
        />
      </SimpleGrid>
    </>
  );
}
