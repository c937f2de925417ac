/**
 * A report as its English texts alone: the rows' `reasons` (the same reasons by message id) left out,
 * for tests that compare the spec's texts.
 */
export function english<T>(value: T): T {
  if (Array.isArray(value)) return value.map(english) as T;
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'reasons')
      .map(([key, v]) => [key, english(v)]),
  ) as T;
}
