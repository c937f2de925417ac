import type { CONFIG_EN } from '../en/config.ts';

/** Kannada for the Programmes and look-ups screen: every id of the English group. */
export const CONFIG_KN: Record<keyof typeof CONFIG_EN, string> = {
  'config.list.program': 'ಕಾರ್ಯಕ್ರಮಗಳು',
  'config.list.subProgram': 'ಉಪ-ಕಾರ್ಯಕ್ರಮಗಳು',
  'config.list.occupation': 'ಉದ್ಯೋಗಗಳು',
  'config.list.educationLevel': 'ಶಿಕ್ಷಣ ಮಟ್ಟಗಳು',
  'config.list.incomeRange': 'ಕುಟುಂಬದ ಆದಾಯದ ಶ್ರೇಣಿಗಳು',
  'config.list.outreachChannel': 'ಮಾಹಿತಿ ತಲುಪಿದ ಮಾರ್ಗಗಳು',
  'config.list.mutualFundProvider': 'ಮ್ಯೂಚುವಲ್ ಫಂಡ್ ಒದಗಿಸುವವರು',
  'config.list.mutualFundType': 'ಮ್ಯೂಚುವಲ್ ಫಂಡ್ ವಿಧಗಳು',
  'config.subProgramRetired': 'ಈ ಉಪ-ಕಾರ್ಯಕ್ರಮವನ್ನು ಬಳಕೆಯಿಂದ ತೆಗೆಯಲಾಗಿದೆ: ಇದಕ್ಕೆ ಹೊಸ ದಾಖಲಾತಿ ಇಲ್ಲ. ಬೇರೊಂದನ್ನು ಆರಿಸಿ.',
};
