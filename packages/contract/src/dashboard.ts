import { z } from 'zod';
import { BeneficiaryFiltersSchema } from './beneficiary.ts';

/**
 * The dashboard's filters are the list's (but the search and the order): every figure is a number of
 * the people the list shows with the same filters and All on, so a figure opens the list at its total.
 */
export const DashboardFiltersSchema = BeneficiaryFiltersSchema.omit({ search: true, isChecked: true, sort: true });
export type DashboardFilters = z.infer<typeof DashboardFiltersSchema>;

/** The trend is by week up to this many days, by month beyond. */
export const TREND_WEEKLY_MAX_DAYS = 26 * 7;
/** The registrants the dashboard names, most people first. */
export const TOP_STAFF = 20;

export const DASHBOARD_PATHS = {
  headline: '/dashboard/headline',
  trend: '/dashboard/trend',
  places: '/dashboard/places',
  programmes: '/dashboard/programmes',
  staff: '/dashboard/staff',
} as const;

const count = z.number().int();
const money = z.number();

const StatusFiguresSchema = z.object({ enrollment_status: z.number(), people: count, enrolments: count });
const DurationFiguresSchema = z.object({ duration: z.number(), people: count, amount: money });
const FundTypeFiguresSchema = z.object({ mutual_fund_type_id: z.number(), people: count, enrolments: count, amount: money });

export const DashboardHeadlineSchema = z.object({
  /** People the filters select, and the live enrolments they hold that match the programme filters. */
  people: count,
  enrolments: count,
  /** Registered this week (Monday to today, India's days) and in the week before. */
  week_start: z.string(),
  new_this_week: count,
  new_last_week: count,
  by_status: z.array(StatusFiguresSchema),
  /**
   * The enrolments among them in each sub-programme marked as the mutual fund that the programme
   * filters ask for (usually one; none when the filters exclude it), by fund type and by term.
   */
  mutual_funds: z.array(
    z.object({
      program_id: z.number(),
      sub_program_id: z.number(),
      people: count,
      enrolments: count,
      amount: money,
      by_type: z.array(FundTypeFiguresSchema),
      by_duration: z.array(DurationFiguresSchema),
    }),
  ),
});
export type DashboardHeadline = z.infer<typeof DashboardHeadlineSchema>;

export const TREND_PERIODS = ['week', 'month'] as const;
export type TrendPeriod = (typeof TREND_PERIODS)[number];
export const DashboardTrendSchema = z.object({
  period: z.enum(TREND_PERIODS),
  from: z.string(),
  to: z.string(),
  /** Each week (from Monday) or month of the range: people registered then and the enrolments they hold. */
  buckets: z.array(z.object({ start: z.string(), people: count, enrolments: count })),
});
export type DashboardTrend = z.infer<typeof DashboardTrendSchema>;

export const PLACE_LEVELS = ['district', 'taluk', 'village'] as const;
export type PlaceLevel = (typeof PLACE_LEVELS)[number];
export const DashboardPlacesSchema = z.object({
  /** The places one level below the place filter; null under a village. */
  level: z.enum(PLACE_LEVELS).nullable(),
  rows: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      /** The district a taluk is in (for its Kannada name). */
      district_name: z.string().optional(),
      /** A district's LGD code, which the map's boundaries are joined on. */
      code: z.number().optional(),
      people: count,
      enrolments: count,
      completed: count,
    }),
  ),
});
export type DashboardPlaces = z.infer<typeof DashboardPlacesSchema>;

export const DashboardProgrammesSchema = z.object({
  /** 0 in sub_program_id or enrollment_status: all of them (the programme's or sub-programme's total). */
  rows: z.array(
    z.object({
      program_id: z.number(),
      sub_program_id: z.number(),
      enrollment_status: z.number(),
      people: count,
      enrolments: count,
    }),
  ),
});
export type DashboardProgrammes = z.infer<typeof DashboardProgrammesSchema>;

export const DashboardStaffSchema = z.object({
  rows: z.array(z.object({ user_id: z.number(), emp_name: z.string(), people: count })),
});
export type DashboardStaff = z.infer<typeof DashboardStaffSchema>;

const answer = <T extends z.ZodType>(data: T) => z.object({ Status: z.literal(true), data });
export const DashboardHeadlineResponseSchema = answer(DashboardHeadlineSchema);
export const DashboardTrendResponseSchema = answer(DashboardTrendSchema);
export const DashboardPlacesResponseSchema = answer(DashboardPlacesSchema);
export const DashboardProgrammesResponseSchema = answer(DashboardProgrammesSchema);
export const DashboardStaffResponseSchema = answer(DashboardStaffSchema);
