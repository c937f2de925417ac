import { Card, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useText } from '../../../lib/i18n/i18n-provider.tsx';

/** A titled table of the dashboard; "nobody matches" when it has no row. */
export function FigureCard({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  const t = useText();
  return (
    <Card withBorder>
      <Title order={3} size="h5" mb="sm">
        {title}
      </Title>
      {empty ? (
        <Text size="sm" c="dimmed">
          {t('dashboard.nobody')}
        </Text>
      ) : (
        children
      )}
    </Card>
  );
}
