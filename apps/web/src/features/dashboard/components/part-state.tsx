import { Loader } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';
import { LoadFailed } from '../../../lib/network/load-failed.tsx';

/** A part of the dashboard still loading, or failed with a Retry (never shown as zeros). */
export function PartState({ query }: { query: UseQueryResult<unknown> }) {
  const t = useText();
  if (query.isError)
    return (
      <LoadFailed compact message={t('dashboard.failed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
    );
  return <Loader size="sm" />;
}
