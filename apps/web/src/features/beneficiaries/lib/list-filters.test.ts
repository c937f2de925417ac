import { describe, expect, it } from 'vitest';
import { activeFilterCount, changeFilter, clearedFilters, readListFilters, writeListFilters } from './list-filters.ts';

describe('the list filters in the URL', () => {
  it('round-trips every filter, leaving defaults out', () => {
    const query =
      'all=true&district_id=3&taluka_id=12&village_id=400&program_id=1&sub_program_id=2&enrollment_status=4&created_by=7&created_from=2025-01-01&created_to=2025-02-01&status=deactivated&sort=name';
    const filters = readListFilters(new URLSearchParams(query));
    expect(writeListFilters(filters).toString()).toBe(query);
    expect(writeListFilters(readListFilters(new URLSearchParams('status=active&sort=newest&all=false'))).toString()).toBe('');
  });

  it('ignores values the list cannot use', () => {
    const filters = readListFilters(
      new URLSearchParams('district_id=abc&village_id=0&created_from=yesterday&status=gone&sort=x'),
    );
    expect(filters).toEqual({ all: false });
  });

  it('clears the lower levels when a level changes', () => {
    const filters = readListFilters(
      new URLSearchParams('district_id=3&taluka_id=12&village_id=400&program_id=1&sub_program_id=2'),
    );
    expect(changeFilter(filters, 'district_id', '4')).toEqual({
      all: false,
      district_id: '4',
      program_id: '1',
      sub_program_id: '2',
    });
    expect(changeFilter(filters, 'taluka_id', undefined)).toEqual({
      all: false,
      district_id: '3',
      program_id: '1',
      sub_program_id: '2',
    });
    expect(changeFilter(filters, 'program_id', '2').sub_program_id).toBeUndefined();
  });

  it('counts the narrowing filters and clears them, keeping All and the order', () => {
    const filters = readListFilters(new URLSearchParams('all=true&district_id=3&status=all&sort=oldest'));
    expect(activeFilterCount(filters)).toBe(2);
    expect(clearedFilters(filters)).toEqual({ all: true, sort: 'oldest' });
  });
});
