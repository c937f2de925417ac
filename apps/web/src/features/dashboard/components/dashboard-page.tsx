import { Button, Group, Loader, Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { indiaToday } from '@portal/contract/india-days';
import { IconAdjustmentsHorizontal, IconPrinter, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../lib/page-title.tsx';
import {
  activeFilterCount,
  changeFilter,
  clearedFilters,
  type ListFilters,
  readListFilters,
  writeListFilters,
} from '../../beneficiaries/lib/list-filters.ts';
import { useBeneficiaryText } from '../../beneficiaries/lib/use-beneficiary-text.ts';
import classes from './dashboard-page.module.css';
import { HeadlineCards } from './headline-cards.tsx';
import { PlaceTrail } from './place-trail.tsx';
import { PlacesTable } from './places-table.tsx';
import { ProgrammesTable } from './programmes-table.tsx';
import { StaffTable } from './staff-table.tsx';

// the chart's library is most of the screen's weight: the figures show before it has come
const TrendChart = lazy(() => import('./trend-chart.tsx').then((m) => ({ default: m.TrendChart })));
const ListFiltersPanel = lazy(() =>
  import('../../beneficiaries/components/list-filters-panel.tsx').then((m) => ({ default: m.ListFiltersPanel })),
);

/**
 * The programme's figures under the list's filters, kept in the URL: headline figures, registrations
 * over time, places (drilled into by name), programmes and registrants. Every number opens the list of
 * exactly those people; Print gives the monthly meeting's sheet.
 */
export function DashboardPage() {
  const { t } = useBeneficiaryText();
  usePageTitle(t('dashboard.title'));
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => ({ ...readListFilters(params), all: true, sort: undefined }), [params]);
  const setFilters = useCallback(
    (next: ListFilters) => setParams(writeListFilters({ ...next, all: false, sort: undefined })),
    [setParams],
  );
  const onChange = useCallback(
    <K extends keyof ListFilters>(key: K, value: ListFilters[K]) => setFilters(changeFilter(filters, key, value)),
    [filters, setFilters],
  );
  const count = activeFilterCount(filters);
  const [opened, setOpened] = useState(count > 0);
  const panelId = useId();
  const today = indiaToday();
  return (
    <Paper p="md" radius="md" withBorder className={classes.page}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h3">
            {t('dashboard.title')}
          </Title>
          <Group gap="sm" className={classes.noPrint}>
            <Button
              variant={count > 0 ? 'light' : 'default'}
              leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
              aria-expanded={opened}
              aria-controls={panelId}
              onClick={() => setOpened((o) => !o)}
            >
              {count > 0 ? t('listFilter.filtersActive', { count }) : t('listFilter.filters')}
            </Button>
            {count > 0 && (
              <Button
                variant="subtle"
                leftSection={<IconX size={16} aria-hidden />}
                onClick={() => setFilters(clearedFilters(filters))}
              >
                {t('listFilter.clear')}
              </Button>
            )}
            <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
              {t('dashboard.print')}
            </Button>
          </Group>
        </Group>
        <div id={panelId} hidden={!opened} className={classes.noPrint}>
          {opened && (
            <Suspense fallback={<Loader size="sm" />}>
              <ListFiltersPanel filters={filters} onChange={onChange} />
            </Suspense>
          )}
        </div>
        <PlaceTrail filters={filters} />
        <HeadlineCards filters={filters} today={today} />
        <Suspense fallback={<Loader size="sm" />}>
          <TrendChart filters={filters} />
        </Suspense>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          <PlacesTable filters={filters} />
          <ProgrammesTable filters={filters} />
        </SimpleGrid>
        <StaffTable filters={filters} />
      </Stack>
    </Paper>
  );
}
