/**
 * Days as YYYY-MM-DD in India's calendar: the day a registration counts on, and the dashboard's and
 * the Team screen's weeks and months. One definition for the server and the web.
 */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
const DAY_MS = 86_400_000;

/** Today in India. */
export const indiaToday = (now = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: INDIA_TIME_ZONE }).format(now);
export const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
/** The Monday of the day's week, as the database's date_trunc('week') has it. */
export const weekStart = (day: string) => addDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
export const monthStart = (day: string) => `${day.slice(0, 8)}01`;
export const nextMonth = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
};

/** The last day of the week or month that begins on `start`. */
export const periodEnd = (start: string, period: 'week' | 'month') =>
  period === 'week' ? addDays(start, 6) : addDays(nextMonth(start), -1);

/** The days from `from` to `to` within the filters' own (`created_from`, `created_to`), if they set any. */
export function withinDays(from: string, to: string, filters: { created_from?: string; created_to?: string }) {
  return {
    created_from: filters.created_from && filters.created_from > from ? filters.created_from : from,
    created_to: filters.created_to && filters.created_to < to ? filters.created_to : to,
  };
}

/**
 * Age in whole years on `day` (both `YYYY-MM-DD`): a year more on each birthday, one born on
 * 29 February a year older on 1 March of a common year. Null for a birth after the day.
 */
export function ageOn(dob: string, day: string): number | null {
  const years = Number(day.slice(0, 4)) - Number(dob.slice(0, 4));
  const age = day.slice(5, 10) < dob.slice(5, 10) ? years - 1 : years;
  return age >= 0 ? age : null;
}
