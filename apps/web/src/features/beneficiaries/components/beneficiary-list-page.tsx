import { Button, Center, Checkbox, Group, Loader, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { encodeBeneficiaryId } from '@portal/contract/base64-id';
import { SEARCH_DEBOUNCE_MS, SEARCH_MAX_LENGTH } from '@portal/contract/constants';
import { IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { preloadLater } from '../../../app/first-data.ts';
import { LoadFailed } from '../../../lib/network/load-failed.tsx';
import { usePageTitle } from '../../../lib/page-title.tsx';
import { type BeneficiaryFilter, useBeneficiaries } from '../api/get-beneficiaries.ts';
import { useBeneficiaryCount } from '../api/list-filter-data.ts';
import { useInfiniteScroll } from '../hooks/use-infinite-scroll.ts';
import {
  activeFilterCount,
  changeFilter,
  clearedFilters,
  type ListFilters,
  listQuery,
  readListFilters,
  writeListFilters,
} from '../lib/list-filters.ts';
import { useBeneficiaryText } from '../lib/use-beneficiary-text.ts';
import { BeneficiaryTable } from './beneficiary-table.tsx';
import { ExportListButton } from './export-list-button.tsx';
import { ListFilterBar } from './list-filter-bar.tsx';

// the form (and its validation library) is not part of the list's first load; it is fetched once
// the first page is shown, so that it opens on a phone that has lost its connection since
const AddBeneficiaryModal = lazy(() => import('./add-beneficiary-modal.tsx').then((m) => ({ default: m.AddBeneficiaryModal })));

/** How many people match, as the count call answers: drawn by itself, so its answer redraws only this. */
function ListTotal({ filter }: { filter: BeneficiaryFilter }) {
  const { t } = useBeneficiaryText();
  const total = useBeneficiaryCount(filter).data;
  if (!total) return null;
  return (
    <Text c="dimmed" size="sm" data-testid="list-total" aria-live="polite">
      {t(total.estimated ? 'listFilter.totalEstimated' : 'listFilter.total', { count: total.count })}
    </Text>
  );
}

export function BeneficiaryListPage() {
  const { t } = useBeneficiaryText();
  usePageTitle(t('page.beneficiaries'));
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [search, setSearch] = useState('');
  // All, the filters and the order live in the URL: a link shows the same list, Back the one before
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readListFilters(params), [params]);
  // the filters last asked for: a second change made before the URL's navigation has rendered (a date
  // typed right after another) builds on the first, not on the filters this render read
  const asked = useRef<ListFilters | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new URL (rendered, or Back) is the filters from then on
  useEffect(() => {
    asked.current = null;
  }, [params]);
  const shown = useRef(filters);
  shown.current = filters;
  // stable across renders, reading the filters through refs: the filters' bar and the table are memoised,
  // and are drawn again only when what they show changes, not when the total or the search box does
  const setFilters = useCallback(
    (next: ListFilters) => {
      asked.current = next;
      setParams(writeListFilters(next));
    },
    [setParams],
  );
  const changeListFilter = useCallback(
    <K extends keyof ListFilters>(key: K, value: ListFilters[K]) =>
      setFilters(changeFilter(asked.current ?? shown.current, key, value)),
    [setFilters],
  );
  const [filtersOpened, setFiltersOpened] = useState(() => activeFilterCount(filters) > 0);
  const toggleFilters = useCallback(() => setFiltersOpened((o) => !o), []);
  const clearFilters = useCallback(() => setFilters(clearedFilters(shown.current)), [setFilters]);
  const openRow = useCallback(
    (row: { beneficiary_id: number }) => navigate(`${pathname.replace(/\/$/, '')}/${encodeBeneficiaryId(row.beneficiary_id)}`),
    [navigate, pathname],
  );
  // the box shows a click at once; the URL (a router navigation, which renders a moment later) follows,
  // and Back or a link sets it from the URL
  const [allChecked, setAllChecked] = useState(filters.all);
  useEffect(() => setAllChecked(filters.all), [filters.all]);
  const [addOpened, addModal] = useDisclosure(false);
  // a change of search text or of All resets the list after 500 ms of quiet (spec §4); a filter at once
  const [typed] = useDebouncedValue(
    useMemo(() => ({ search: search.trim(), all: filters.all }), [search, filters.all]),
    SEARCH_DEBOUNCE_MS,
  );
  const narrowing = JSON.stringify(listQuery(filters));
  // the spec's list (no filter) keeps the key the first screen's early page is cached under
  const filter: BeneficiaryFilter = useMemo(() => ({ ...typed, ...JSON.parse(narrowing) }), [typed, narrowing]);
  const query = useBeneficiaries(filter);
  const rows = useMemo(() => query.data?.pages.flat() ?? [], [query.data]);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, fetchStatus, isError } = query;
  // a request already under way is joined, never cancelled and sent again
  const loadMore = useCallback(() => void fetchNextPage({ cancelRefetch: false }), [fetchNextPage]);
  // only while nothing is loading, waiting for the connection, or failed: a failed page is asked
  // for again by its own retries (growing delays) and then by the Retry row, never in a loop
  // (and not while the rows shown are the previous search's, kept until this one's answer comes)
  useInfiniteScroll(loadMore, Boolean(hasNextPage) && fetchStatus === 'idle' && !isError && !query.isPlaceholderData);
  const waiting = fetchStatus === 'paused';
  const listShown = query.isSuccess;
  useEffect(() => {
    if (listShown) {
      preloadLater('list');
    }
  }, [listShown]);

  return (
    <Paper p="md" radius="md" withBorder>
      <Group justify="space-between" mb="md" wrap="wrap">
        <Group gap="sm" align="baseline" wrap="wrap">
          <Title order={2} size="h3">
            {t('beneficiaryScreen.count', { count: rows.length })}
          </Title>
          <ListTotal filter={filter} />
        </Group>
        <Group wrap="wrap" justify="flex-end" style={{ flex: '1 1 18rem' }}>
          <Checkbox
            label={t('beneficiary.all')}
            checked={allChecked}
            onChange={(e) => {
              setAllChecked(e.currentTarget.checked);
              changeListFilter('all', e.currentTarget.checked);
            }}
          />
          <TextInput
            style={{ flex: '1 1 10rem', maxWidth: '20rem' }}
            aria-label={t('beneficiary.search')}
            placeholder={t('beneficiary.search')}
            leftSection={<IconSearch size={16} />}
            value={search}
            maxLength={SEARCH_MAX_LENGTH}
            onChange={(e) => setSearch(e.currentTarget.value.toLowerCase())}
          />
          <ExportListButton filter={filter} />
          <Button onClick={addModal.open}>{t('beneficiary.add')}</Button>
        </Group>
      </Group>
      <ListFilterBar
        filters={filters}
        opened={filtersOpened}
        onToggle={toggleFilters}
        onChange={changeListFilter}
        onClear={clearFilters}
      />
      {query.isPending ? (
        <Stack align="center" py="xl" gap="xs">
          <Loader />
          {waiting && <Text c="dimmed">{t('network.waitingForConnection')}</Text>}
        </Stack>
      ) : isError && !query.data ? (
        <LoadFailed message={t('network.listFailed')} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : rows.length === 0 && !filters.all && !typed.search && activeFilterCount(filters) === 0 ? (
        // a facilitator's first screen: say what All does, with the control at hand
        <Stack align="center" py="xl" gap="sm" data-testid="empty-mine">
          <Text ta="center" c="dimmed">
            {t('beneficiary.empty')}
          </Text>
          <Text ta="center" c="dimmed">
            {t('listFilter.emptyMine')}
          </Text>
          <Button
            variant="light"
            onClick={() => {
              setAllChecked(true);
              changeListFilter('all', true);
            }}
          >
            {t('listFilter.showAll')}
          </Button>
        </Stack>
      ) : rows.length === 0 ? (
        <Text ta="center" py="xl" c="dimmed">
          {t('beneficiary.empty')}
        </Text>
      ) : (
        <BeneficiaryTable rows={rows} onOpen={openRow} />
      )}
      {isFetchingNextPage && (
        <Center py="md">
          <Loader size="sm" />
        </Center>
      )}
      {waiting && query.data && (
        <Text ta="center" py="md" c="dimmed" size="sm">
          {t('network.waitingForConnection')}
        </Text>
      )}
      {isFetchNextPageError && !isFetchingNextPage && (
        <LoadFailed compact message={t('network.moreFailed')} onRetry={() => void fetchNextPage({ cancelRefetch: false })} />
      )}
      {isError && !isFetchNextPageError && query.data && !query.isFetching && (
        <LoadFailed compact message={t('network.listFailed')} onRetry={() => void query.refetch()} />
      )}
      {addOpened && (
        <Suspense fallback={null}>
          <AddBeneficiaryModal opened={addOpened} onClose={addModal.close} />
        </Suspense>
      )}
    </Paper>
  );
}
