import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { useFormat } from '../../../lib/i18n/format.ts';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';

/** A number of people that opens the list of exactly them (the list's total is this number). */
export function FigureLink({ count, to, size }: { count: number; to: string; size?: string }) {
  const t = useText();
  const { count: format } = useFormat();
  return (
    <Anchor component={Link} to={to} aria-label={t('dashboard.openList', { count })} fz={size} fw={size ? 700 : undefined}>
      {format(count)}
    </Anchor>
  );
}
