import { Button, Group, Loader, Select } from '@mantine/core';
import { LIST_SORTS, type ListSort } from '@portal/contract/list-filter-text';
import { IconAdjustmentsHorizontal, IconX } from '@tabler/icons-react';
import { lazy, memo, Suspense, useId } from 'react';
import { activeFilterCount, type ListFilters } from '../lib/list-filters.ts';
import { useBeneficiaryText } from '../lib/use-beneficiary-text.ts';

// the selects of the filters (and the place names in Kannada) load when the section is first opened
const ListFiltersPanel = lazy(() => import('./list-filters-panel.tsx').then((m) => ({ default: m.ListFiltersPanel })));

interface ListFilterBarProps {
  filters: ListFilters;
  opened: boolean;
  onToggle: () => void;
  onChange: <K extends keyof ListFilters>(key: K, value: ListFilters[K]) => void;
  onClear: () => void;
}

/**
 * The Filters button (with how many are set), the order, Clear filters, and the filters' section
 * under them when opened: one column on a phone.
 */
export const ListFilterBar = memo(function ListFilterBar({ filters, opened, onToggle, onChange, onClear }: ListFilterBarProps) {
  const { t } = useBeneficiaryText();
  const panelId = useId();
  const count = activeFilterCount(filters);
  const sorts = LIST_SORTS.map((s) => ({ value: s, label: t(`listFilter.sorts.${s}`) }));
  return (
    <>
      <Group gap="sm" mb="sm" wrap="wrap" align="flex-end">
        <Button
          variant={count > 0 ? 'light' : 'default'}
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          aria-expanded={opened}
          aria-controls={panelId}
          onClick={onToggle}
        >
          {count > 0 ? t('listFilter.filtersActive', { count }) : t('listFilter.filters')}
        </Button>
        <Select
          aria-label={t('listFilter.sort')}
          data={sorts}
          value={filters.sort ?? 'newest'}
          allowDeselect={false}
          // wide enough for the longest order in Kannada (ಹೊಸಬರು ಮೊದಲು) beside the arrow
          w={210}
          // the options are drawn when the box opens: kept drawn (hidden) and placed, they were work the
          // list's first screen did for nothing
          comboboxProps={{ keepMounted: false }}
          onChange={(value) =>
            onChange('sort', value === 'newest' || !value ? undefined : (value as Exclude<ListSort, 'newest'>))
          }
        />
        {count > 0 && (
          <Button variant="subtle" leftSection={<IconX size={16} aria-hidden />} onClick={onClear}>
            {t('listFilter.clear')}
          </Button>
        )}
      </Group>
      <div id={panelId} hidden={!opened}>
        {opened && (
          <Suspense fallback={<Loader size="sm" />}>
            <ListFiltersPanel filters={filters} onChange={onChange} />
          </Suspense>
        )}
      </div>
    </>
  );
});
