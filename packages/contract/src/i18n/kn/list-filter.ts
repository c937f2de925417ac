import type { LIST_FILTER_EN } from '../en/list-filter.ts';

/** Kannada for the list's filters: every id of the English group. */
export const LIST_FILTER_KN: Record<keyof typeof LIST_FILTER_EN, string> = {
  'listFilter.filters': 'ಫಿಲ್ಟರ್‌ಗಳು',
  'listFilter.filtersActive': 'ಫಿಲ್ಟರ್‌ಗಳು ({count, number})',
  'listFilter.clear': 'ಫಿಲ್ಟರ್‌ಗಳನ್ನು ತೆರವುಗೊಳಿಸಿ',
  'listFilter.any': 'ಯಾವುದಾದರೂ',
  'listFilter.district': 'ಜಿಲ್ಲೆ',
  'listFilter.taluk': 'ತಾಲ್ಲೂಕು',
  'listFilter.village': 'ಗ್ರಾಮ',
  'listFilter.program': 'ಕಾರ್ಯಕ್ರಮ',
  'listFilter.subProgram': 'ಉಪ-ಕಾರ್ಯಕ್ರಮ',
  'listFilter.enrollmentStatus': 'ದಾಖಲಾತಿ ಸ್ಥಿತಿ',
  'listFilter.createdBy': 'ನೋಂದಾಯಿಸಿದವರು',
  'listFilter.createdFrom': 'ಈ ದಿನಾಂಕದಿಂದ ನೋಂದಾಯಿತರು',
  'listFilter.createdTo': 'ಈ ದಿನಾಂಕದವರೆಗೆ ನೋಂದಾಯಿತರು',
  'listFilter.status': 'ಸ್ಥಿತಿ',
  'listFilter.statuses.active': 'ಸಕ್ರಿಯ',
  'listFilter.statuses.deactivated': 'ನಿಷ್ಕ್ರಿಯಗೊಳಿಸಲಾಗಿದೆ',
  'listFilter.statuses.all': 'ಸಕ್ರಿಯ ಮತ್ತು ನಿಷ್ಕ್ರಿಯ',
  'listFilter.sort': 'ವಿಂಗಡಣೆ',
  'listFilter.sorts.newest': 'ಹೊಸಬರು ಮೊದಲು',
  'listFilter.sorts.oldest': 'ಹಳಬರು ಮೊದಲು',
  'listFilter.sorts.name': 'ಹೆಸರು',
  'listFilter.total': '{count, number} ಹೊಂದಿಕೆಯಾಗಿವೆ',
  'listFilter.totalEstimated': 'ಸುಮಾರು {count, number} ಹೊಂದಿಕೆಯಾಗಿವೆ',
};
