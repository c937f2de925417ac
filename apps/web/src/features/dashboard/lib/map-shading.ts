import type { DashboardPlaces } from '@portal/contract/dashboard';

/** What the map is shaded by: people registered, their enrolments, or the share of those completed. */
export const MAP_FIGURES = ['people', 'enrolments', 'completion'] as const;
export type MapFigure = (typeof MAP_FIGURES)[number];

/** The map's shades, lightest first. */
export const SHADES = 5;

type PlaceRow = DashboardPlaces['rows'][number];

/** A place's figure; completion in whole per cent, none for a place without enrolments. */
export function figureOf(row: PlaceRow, figure: MapFigure): number | null {
  if (figure === 'people') return row.people;
  if (figure === 'enrolments') return row.enrolments;
  return row.enrolments ? Math.round((100 * row.completed) / row.enrolments) : null;
}

/** One shade's values: from `from` to `to`, both included (whole numbers). */
export interface ShadeRange {
  from: number;
  to: number;
}

/**
 * The shades' ranges over 0 to the highest value, of equal width in whole numbers, so that the
 * legend reads "0–5, 6–10, …"; fewer shades when the highest value is below their number (every
 * value then has a shade of its own). Empty when there is no value above 0.
 */
export function shadeRanges(values: readonly (number | null)[]): ShadeRange[] {
  const max = Math.max(0, ...values.filter((v): v is number => v !== null));
  if (max === 0) return [];
  const shades = Math.min(SHADES, max + 1);
  const width = (max + 1) / shades;
  return Array.from({ length: shades }, (_, i) => ({
    from: Math.ceil(i * width),
    to: Math.ceil((i + 1) * width) - 1,
  }));
}

/** The shade (0 lightest) of a value within the ranges; null for no value. */
export function shadeOf(value: number | null, ranges: readonly ShadeRange[]): number | null {
  if (value === null || ranges.length === 0) return null;
  const index = ranges.findIndex((r) => value >= r.from && value <= r.to);
  return index === -1 ? ranges.length - 1 : index;
}
