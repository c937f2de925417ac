import { LIST_SORTS, LIST_STATUSES, type ListSort, type ListStatus } from '@portal/contract/list-filter-text';

/**
 * The list's filters as they live in the page's URL (`/beneficiary?district_id=3&sort=name`), so a
 * link shows the same list and Back goes to the filters before. Ids stay strings (the selects'
 * values); a default (active people, newest first, All off) is left out of the URL.
 */
export interface ListFilters {
  all: boolean;
  district_id?: string;
  taluka_id?: string;
  village_id?: string;
  program_id?: string;
  sub_program_id?: string;
  enrollment_status?: string;
  created_by?: string;
  created_from?: string;
  created_to?: string;
  status?: Exclude<ListStatus, 'active'>;
  sort?: Exclude<ListSort, 'newest'>;
}

export const ID_FILTERS = [
  'district_id',
  'taluka_id',
  'village_id',
  'program_id',
  'sub_program_id',
  'enrollment_status',
  'created_by',
] as const;
export const DATE_FILTERS = ['created_from', 'created_to'] as const;
export type IdFilter = (typeof ID_FILTERS)[number];
export type DateFilter = (typeof DATE_FILTERS)[number];

const isId = (v: string | null): v is string => v !== null && /^[1-9][0-9]{0,9}$/.test(v);
/** A whole day the server takes (YYYY-MM-DD, from 1900): a year half typed into a date field is none. */
export function isListDate(v: string | null | undefined): v is string {
  if (!v || v < '1900-01-01') return false;
  const day = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v;
}

/** The filters a URL's query holds; a value the list could not use is ignored (a mangled link still opens). */
export function readListFilters(params: URLSearchParams): ListFilters {
  const filters: ListFilters = { all: params.get('all') === 'true' };
  for (const key of ID_FILTERS) {
    const value = params.get(key);
    if (isId(value)) filters[key] = value;
  }
  for (const key of DATE_FILTERS) {
    const value = params.get(key);
    if (isListDate(value)) filters[key] = value;
  }
  const status = params.get('status');
  if (status !== 'active' && LIST_STATUSES.includes(status as ListStatus)) filters.status = status as ListFilters['status'];
  const sort = params.get('sort');
  if (sort !== 'newest' && LIST_SORTS.includes(sort as ListSort)) filters.sort = sort as ListFilters['sort'];
  return filters;
}

/** The URL query of the filters, defaults left out, in one fixed order. */
export function writeListFilters(filters: ListFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.all) params.set('all', 'true');
  for (const key of [...ID_FILTERS, ...DATE_FILTERS]) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.status) params.set('status', filters.status);
  if (filters.sort) params.set('sort', filters.sort);
  return params;
}

/**
 * The filters after one changes: a district clears its taluk and village, a taluk its village, a
 * programme its sub-programme (each lower choice belongs to the one above it).
 */
export function changeFilter<K extends keyof ListFilters>(filters: ListFilters, key: K, value: ListFilters[K]): ListFilters {
  const next: ListFilters = { ...filters, [key]: value || undefined };
  if (key === 'all') next.all = Boolean(value);
  if (key === 'district_id') {
    next.taluka_id = undefined;
    next.village_id = undefined;
  }
  if (key === 'taluka_id') next.village_id = undefined;
  if (key === 'program_id') next.sub_program_id = undefined;
  return next;
}

/** How many filters narrow the list (All and the order are not counted): shown on the Filters button. */
export const activeFilterCount = (filters: ListFilters): number =>
  [...ID_FILTERS, ...DATE_FILTERS].filter((key) => filters[key]).length + (filters.status ? 1 : 0);

/** The filters without any narrowing one: All and the order stay. */
export const clearedFilters = (filters: ListFilters): ListFilters => ({ all: filters.all, sort: filters.sort });

/** The query parameters of the list and count calls for the filters (All and the search aside; defaults left to the server). */
export function listQuery(filters: Partial<ListFilters>): Record<string, string | undefined> {
  const query: Record<string, string | undefined> = {};
  for (const key of [...ID_FILTERS, ...DATE_FILTERS, 'status', 'sort'] as const) if (filters[key]) query[key] = filters[key];
  return query;
}
