import { Alert, Text } from '@mantine/core';
import type { PersonStanding as Standing } from '@portal/contract/leaving';
import { IconUserX } from '@tabler/icons-react';
import { formatDay } from '../../../lib/i18n/format.ts';
import { useLocale, useText } from '../../../lib/i18n/i18n-provider.tsx';

/** A person who withdrew consent or was erased, said at the top of their page (decision 039). */
export function PersonStanding({ standing }: { standing: Standing }) {
  const t = useText();
  const { locale } = useLocale();
  const { withdrawal, erasure } = standing;
  if (erasure)
    return (
      <Alert color="gray" icon={<IconUserX aria-hidden />} title={t('leaving.erasedName')}>
        <Text size="sm">
          {t('leaving.erasedBanner', {
            date: formatDay(erasure.erased_at, locale),
            reason: t(`leaving.reasons.${erasure.reason}`),
          })}
        </Text>
        <Text size="sm">
          {erasure.erased_by_name === null
            ? t('leaving.erasedByPortal')
            : t('leaving.erasedBy', { name: erasure.erased_by_name })}
        </Text>
      </Alert>
    );
  if (!withdrawal) return null;
  return (
    <Alert color="orange" icon={<IconUserX aria-hidden />}>
      <Text size="sm">
        {t('leaving.withdrawnBanner', {
          date: formatDay(withdrawal.withdrawn_on, locale),
          channel: t(`privacy.channels.${withdrawal.channel}`),
          name: withdrawal.recorded_by_name,
          eraseOn: formatDay(withdrawal.erase_on, locale),
        })}
      </Text>
    </Alert>
  );
}
