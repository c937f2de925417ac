import type { LIST_FILTER_EN } from '../en/list-filter.ts';

/** Kannada for the list's filters: every id of the English group. */
export const LIST_FILTER_KN: Record<keyof typeof LIST_FILTER_EN, string> = {
  'listFilter.filters': 'ಫಿಲ್ಟರ್‌ಗಳು',
};
