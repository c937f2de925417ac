import type { TEAM_EN } from '../en/team.ts';

/** Kannada for the Team screen: every id of the English group. */
export const TEAM_KN: Record<keyof typeof TEAM_EN, string> = {
  'team.title': 'ನನ್ನ ತಂಡ',
  'team.member': 'ಸಿಬ್ಬಂದಿ',
  'team.registered': 'ನೋಂದಾಯಿಸಿದವರು',
  'team.enrolled': 'ಮಾಡಿದ ದಾಖಲಾತಿಗಳು',
  'team.thisWeek': 'ಈ ವಾರ',
  'team.thisMonth': 'ಈ ತಿಂಗಳು',
  'team.all': 'ಒಟ್ಟು',
  'team.uploads': 'ಅಪ್‌ಲೋಡ್‌ಗಳು',
  'team.lastSignIn': 'ಕೊನೆಯ ಲಾಗಿನ್',
  'team.never': 'ಎಂದೂ ಇಲ್ಲ',
  'team.deactivated': 'ನಿಷ್ಕ್ರಿಯಗೊಳಿಸಲಾಗಿದೆ',
  'team.nobody': 'ಇನ್ನೂ ಯಾರೂ ನಿಮಗೆ ವರದಿ ಮಾಡುವುದಿಲ್ಲ. ಯಾರು ಯಾರಿಗೆ ವರದಿ ಮಾಡುತ್ತಾರೆ ಎಂಬುದನ್ನು ನಿರ್ವಾಹಕರು ಹೊಂದಿಸುತ್ತಾರೆ.',
  'team.openList': '{name} ಅವರ {count, number} ನೋಂದಣಿಗಳನ್ನು ಪಟ್ಟಿಯಲ್ಲಿ ತೋರಿಸಿ',
  'team.failed': 'ನಿಮ್ಮ ತಂಡವನ್ನು ಲೋಡ್ ಮಾಡಲು ಸಾಧ್ಯವಾಗಲಿಲ್ಲ.',
};
