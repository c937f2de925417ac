/** Names are matched without regard to case and spacing, as the database's name keys are. */
export const nameKey = (name: unknown): string =>
  String(name ?? '')
    .trim()
    .replace(/\s+/g, ' ')
    .toLowerCase();

/** Strings in code-unit order: the same on every run and in every process, unlike a locale's order. */
export const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
