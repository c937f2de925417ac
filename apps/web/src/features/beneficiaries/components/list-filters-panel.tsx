import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { KARNATAKA_STATE_ID } from '@portal/contract/constants';
import { districtNameKn, talukNameKn } from '@portal/contract/i18n/place-names-kn';
import { LIST_STATUSES, type ListStatus } from '@portal/contract/list-filter-text';
import { ENROLLMENT_STATUSES } from '@portal/contract/lookups';
import { useMemo } from 'react';
import { type Option, useGeographyOptions, useVillageOptions } from '../api/geography.ts';
import { useListStaff } from '../api/list-filter-data.ts';
import { type DateFilter, type IdFilter, isListDate, type ListFilters } from '../lib/list-filters.ts';
import { type PlaceOptions, usePlaceOptions } from '../lib/place-options.ts';
import { useProgrammeLists } from '../lib/programme-lists.ts';
import { useBeneficiaryText } from '../lib/use-beneficiary-text.ts';

interface ListFiltersPanelProps {
  filters: ListFilters;
  onChange: <K extends keyof ListFilters>(key: K, value: ListFilters[K]) => void;
}

/**
 * The list's filters: district → taluk → village (each loaded when the one above is chosen, a
 * choice clearing those below), programme → sub-programme, enrolment status, who registered the
 * person, between which days, and active or deactivated. Loaded once the Filters section opens.
 */
export function ListFiltersPanel({ filters, onChange }: ListFiltersPanelProps) {
  const { t, options, program, subProgram } = useBeneficiaryText();
  const lists = useProgrammeLists();
  const districtRows = useGeographyOptions('district', String(KARNATAKA_STATE_ID));
  const talukRows = useGeographyOptions('taluka', filters.district_id);
  const villageList = useVillageOptions(filters.taluka_id);
  // a taluk with no villages of its own has nobody in it: its people are under their village's taluk
  const villageRows = useMemo(
    () => (villageList.parents.length > 0 ? [] : villageList.villages.map(({ value, label }) => ({ value, label }))),
    [villageList],
  );
  const districtEnglish = districtRows.find((d) => d.value === filters.district_id)?.label ?? '';
  const talukNameIn = useMemo(() => (taluk: string) => talukNameKn(districtEnglish, taluk), [districtEnglish]);
  const districts = usePlaceOptions(districtRows, districtNameKn);
  const taluks = usePlaceOptions(talukRows, talukNameIn);
  const staff = useListStaff(true);
  const programId = Number(filters.program_id);
  const programs = lists.programs.map((p) => ({ value: String(p.id), label: program(p.id, p.name) }));
  const subPrograms = lists.subPrograms
    .filter((s) => !programId || s.programId === programId)
    .map((s) => ({
      value: String(s.id),
      label: subProgram(s.id, s.name),
    }));
  const statuses = LIST_STATUSES.map((s) => ({ value: s, label: t(`listFilter.statuses.${s}`) }));

  const select = (key: IdFilter, label: string, data: Option[], extra: Partial<PlaceOptions> = {}) => (
    <Select
      label={label}
      placeholder={t('listFilter.any')}
      data={data}
      value={filters[key] ?? null}
      onChange={(value) => onChange(key, value === null ? undefined : String(value))}
      clearable
      searchable
      disabled={data.length === 0 && !filters[key]}
      comboboxProps={{ withinPortal: true }}
      {...extra}
    />
  );
  const date = (key: DateFilter, label: string) => (
    <TextInput
      type="date"
      label={label}
      value={filters[key] ?? ''}
      onChange={(e) => {
        const value = e.currentTarget.value;
        // cleared, or a whole day; a year still being typed changes nothing yet
        if (!value || isListDate(value)) onChange(key, value || undefined);
      }}
    />
  );

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="xs" data-testid="list-filters">
      {select('district_id', t('listFilter.district'), districts.data, { filter: districts.filter })}
      {select('taluka_id', t('listFilter.taluk'), taluks.data, { filter: taluks.filter })}
      {select('village_id', t('listFilter.village'), villageRows)}
      {select('program_id', t('listFilter.program'), programs)}
      {select('sub_program_id', t('listFilter.subProgram'), subPrograms)}
      {select('enrollment_status', t('listFilter.enrollmentStatus'), options('enrollmentStatus', ENROLLMENT_STATUSES))}
      {select(
        'created_by',
        t('listFilter.createdBy'),
        staff.map((s) => ({ value: String(s.user_id), label: s.emp_name })),
      )}
      {date('created_from', t('listFilter.createdFrom'))}
      {date('created_to', t('listFilter.createdTo'))}
      <Select
        label={t('listFilter.status')}
        data={statuses}
        value={filters.status ?? 'active'}
        allowDeselect={false}
        onChange={(value) =>
          onChange('status', value === 'active' || !value ? undefined : (value as Exclude<ListStatus, 'active'>))
        }
      />
    </SimpleGrid>
  );
}
