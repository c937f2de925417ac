import { Button, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal, IconX } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useCallback, useId, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
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
import { PlaceTrail } from './place-trail.tsx';

const ListFiltersPanel = lazy(() =>
  import('../../beneficiaries/components/list-filters-panel.tsx').then((m) => ({ default: m.ListFiltersPanel })),
);

/** The list's filters (All on, no order) kept in the URL, and a way to change them. */
export function useUrlFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => ({ ...readListFilters(params), all: true, sort: undefined }), [params]);
  const setFilters = useCallback(
    (next: ListFilters) => setParams(writeListFilters({ ...next, all: false, sort: undefined })),
    [setParams],
  );
  return { filters, setFilters };
}

/**
 * A screen of figures under the list's filters: its title with the Filters toggle, Clear and the
 * screen's own `actions`, the filters' panel, the place trail, then the screen's parts. Nothing but
 * the figures is printed.
 */
export function FilteredScreen({
  title,
  actions,
  children,
  filters,
  setFilters,
}: {
  title: string;
  actions: ReactNode;
  children: ReactNode;
  filters: ListFilters;
  setFilters: (next: ListFilters) => void;
}) {
  const { t } = useBeneficiaryText();
  const onChange = useCallback(
    <K extends keyof ListFilters>(key: K, value: ListFilters[K]) => setFilters(changeFilter(filters, key, value)),
    [filters, setFilters],
  );
  const count = activeFilterCount(filters);
  const [opened, setOpened] = useState(count > 0);
  const panelId = useId();
  return (
    <Paper p="md" radius="md" withBorder className={classes.page}>
      <Stack gap="md">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h3">
            {title}
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
            {actions}
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
        {children}
      </Stack>
    </Paper>
  );
}
