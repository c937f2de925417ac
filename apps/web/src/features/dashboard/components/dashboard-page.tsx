import { Button, Loader, SimpleGrid } from '@mantine/core';
import { indiaToday } from '@portal/contract/india-days';
import { IconPrinter } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useOfficeLookups } from '../../../lib/office-lookups.ts';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { useBeneficiaryText } from '../../beneficiaries/lib/use-beneficiary-text.ts';
import { FilteredScreen, useUrlFilters } from './filtered-screen.tsx';
import { HeadlineCards } from './headline-cards.tsx';
import { PlacesTable } from './places-table.tsx';
import { ProgrammesTable } from './programmes-table.tsx';
import { StaffTable } from './staff-table.tsx';

// the chart's library is most of the screen's weight: the figures show before it has come
const TrendChart = lazy(() => import('./trend-chart.tsx').then((m) => ({ default: m.TrendChart })));
// so are the map's boundaries and projection
const DistrictMap = lazy(() => import('./district-map.tsx').then((m) => ({ default: m.DistrictMap })));

/**
 * The programme's figures under the list's filters, kept in the URL: headline figures, registrations
 * over time, places (drilled into by name), programmes and registrants. Every number opens the list of
 * exactly those people; Print gives the monthly meeting's sheet.
 */
export function DashboardPage() {
  const { t } = useBeneficiaryText();
  // the office's lists as it keeps them: the figures' names follow a rename
  useOfficeLookups();
  usePageTitle(t('dashboard.title'));
  const { filters, setFilters } = useUrlFilters();
  const today = indiaToday();
  return (
    <FilteredScreen
      title={t('dashboard.title')}
      filters={filters}
      setFilters={setFilters}
      actions={
        <Button variant="default" leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
          {t('dashboard.print')}
        </Button>
      }
    >
      <HeadlineCards filters={filters} today={today} />
      <Suspense fallback={<Loader size="sm" />}>
        <TrendChart filters={filters} />
      </Suspense>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Suspense fallback={<Loader size="sm" />}>
          <DistrictMap filters={filters} />
        </Suspense>
        <PlacesTable filters={filters} />
        <ProgrammesTable filters={filters} />
        <StaffTable filters={filters} />
      </SimpleGrid>
    </FilteredScreen>
  );
}
