import { Alert, Anchor, Checkbox, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CONSENT_METHODS, CONSENT_NAME_MAX, GUARDIAN_RELATIONSHIPS, isMinorOn } from '@portal/contract/consent';
import { indiaToday } from '@portal/contract/india-days';
import type { NoticeResponse } from '@portal/contract/privacy-notice';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { LoadFailed } from '../../../lib/network/load-failed.tsx';
import type { BeneficiaryForm } from '../../beneficiaries/components/beneficiary-form-values.ts';
import { SelectField, TextField } from '../../beneficiaries/components/form-fields.tsx';
import { useBeneficiaryText } from '../../beneficiaries/lib/use-beneficiary-text.ts';
import type { useNotice } from '../api/notice.ts';
import { NoticeText } from './notice-text.tsx';

/**
 * Add Beneficiary's notice and consent (decision 036): the office's notice, then the consent as given:
 * how, before whom when spoken, and for a person under 18 by which parent or guardian. The version of
 * the notice shown goes with the registration.
 */
export function ConsentFields({ form, notice }: { form: BeneficiaryForm; notice: ReturnType<typeof useNotice> }) {
  const { t, rule } = useBeneficiaryText();
  const { control, setValue } = form;
  const [given, method, dob] = useWatch({ control, name: ['consent_given', 'consent_method', 'dob'] });
  const minor = isMinorOn(dob || undefined, indiaToday());
  const shown: NoticeResponse | undefined = notice.data;
  // the version shown is the one recorded, even if the office edits the notice while the form is open
  useEffect(() => {
    if (shown) setValue('notice_version', String(shown.notice.version));
  }, [shown, setValue]);

  return (
    <section aria-labelledby="consent-heading">
      <Title order={3} size="h5" mb="xs" id="consent-heading">
        {t('consent.section')}
      </Title>
      {notice.isError && !shown ? (
        <LoadFailed message={t('consent.noticeFailed')} onRetry={() => void notice.refetch()} retrying={notice.isFetching} />
      ) : !shown ? (
        <Loader size="sm" />
      ) : (
        <Stack gap="sm">
          <Text size="sm">{t('consent.noticeIntro')}</Text>
          <NoticeText notice={shown.notice} />
          <Anchor href="/notice" target="_blank" size="sm" w="fit-content">
            {t('consent.printNotice')}
          </Anchor>
          {!shown.consent_required && (
            <Text size="sm" c="dimmed">
              {t('consent.optional')}
            </Text>
          )}
          {minor && (
            <Alert color="blue" role="status">
              {t('consent.minor')}
            </Alert>
          )}
          <Controller
            control={control}
            name="consent_given"
            render={({ field, fieldState }) => (
              <Checkbox
                ref={field.ref}
                label={t(minor ? 'consent.givenByGuardian' : 'consent.given')}
                checked={field.value === 'yes'}
                onChange={(event) => field.onChange(event.currentTarget.checked ? 'yes' : '')}
                onBlur={field.onBlur}
                error={rule(fieldState.error?.message)}
                required={shown.consent_required}
              />
            )}
          />
          {given === 'yes' && (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <SelectField
                control={control}
                name="consent_method"
                label={t('consent.method')}
                required
                data={CONSENT_METHODS.map((m) => ({ value: m, label: t(`consent.methods.${m}`) }))}
              />
              {method === 'verbal_witness' && (
                <TextField
                  control={control}
                  name="consent_witness"
                  label={t('consent.witnessName')}
                  required
                  maxLength={CONSENT_NAME_MAX}
                />
              )}
              {minor && (
                <>
                  <TextField
                    control={control}
                    name="guardian_name"
                    label={t('consent.guardianName')}
                    required
                    maxLength={CONSENT_NAME_MAX}
                  />
                  <SelectField
                    control={control}
                    name="guardian_relationship"
                    label={t('consent.guardianRelationship')}
                    required
                    data={GUARDIAN_RELATIONSHIPS.map((r) => ({ value: r, label: t(`consent.relationships.${r}`) }))}
                  />
                </>
              )}
            </SimpleGrid>
          )}
          {form.formState.errors.notice_version && (
            <Text c="red.8" size="sm" role="alert">
              {rule(form.formState.errors.notice_version.message)}
            </Text>
          )}
        </Stack>
      )}
    </section>
  );
}
