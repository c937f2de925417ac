/**
 * The notice a portal starts from (version 1), in English and Kannada: what DPDP Rules 2025, rule 3
 * asks a notice to say, in plain words. The office edits it on Programmes and look-ups (its name, the
 * grievance officer's contact) and each edit is a new version.
 */
export const DEFAULT_NOTICE = {
  en: `Notice: your personal data

What we collect: your name, gender, date of birth, mobile number, e-mail address, the last four digits of your Aadhaar number, your address (state, district, taluk, village, PIN code), your occupation and the number of people in your family; for each programme you join, your education, your family's income and, for the mutual fund, the amount, provider, type and term of your investment.

Why: to enrol you in the programme's activities and sub-programmes, to follow your progress, to contact you about them, and to report on the programme as counts that do not name you.

Who sees it: the programme's staff who work with you and their managers. We do not sell it or give it to anyone else, unless a law requires it.

How long we keep it: while you take part, and for the period the office sets after you withdraw; then it is erased.

Your rights: you may ask to see your data, to correct it, or to have it erased, and you may withdraw your consent at any time, as easily as you gave it: tell any staff member or the grievance officer. Withdrawing does not undo what was done before.

Complaints: contact the grievance officer below. If you are not satisfied, you may complain to the Data Protection Board of India.

Grievance officer: (the office writes the name, phone number and e-mail address here)`,
  kn: `ಸೂಚನೆ: ನಿಮ್ಮ ವೈಯಕ್ತಿಕ ಮಾಹಿತಿ

ನಾವು ಸಂಗ್ರಹಿಸುವುದು: ನಿಮ್ಮ ಹೆಸರು, ಲಿಂಗ, ಜನ್ಮ ದಿನಾಂಕ, ಮೊಬೈಲ್ ಸಂಖ್ಯೆ, ಇಮೇಲ್ ವಿಳಾಸ, ಆಧಾರ್ ಸಂಖ್ಯೆಯ ಕೊನೆಯ ನಾಲ್ಕು ಅಂಕೆಗಳು, ನಿಮ್ಮ ವಿಳಾಸ (ರಾಜ್ಯ, ಜಿಲ್ಲೆ, ತಾಲೂಕು, ಗ್ರಾಮ, ಪಿನ್ ಕೋಡ್), ನಿಮ್ಮ ಉದ್ಯೋಗ ಮತ್ತು ಕುಟುಂಬದ ಸದಸ್ಯರ ಸಂಖ್ಯೆ; ನೀವು ಸೇರುವ ಪ್ರತಿಯೊಂದು ಕಾರ್ಯಕ್ರಮಕ್ಕೆ ನಿಮ್ಮ ಶಿಕ್ಷಣ, ಕುಟುಂಬದ ಆದಾಯ ಮತ್ತು ಮ್ಯೂಚುವಲ್ ಫಂಡ್‌ಗಾಗಿ ನಿಮ್ಮ ಹೂಡಿಕೆಯ ಮೊತ್ತ, ಸಂಸ್ಥೆ, ವಿಧ ಮತ್ತು ಅವಧಿ.

ಏಕೆ: ಕಾರ್ಯಕ್ರಮದ ಚಟುವಟಿಕೆಗಳು ಮತ್ತು ಉಪ-ಕಾರ್ಯಕ್ರಮಗಳಲ್ಲಿ ನಿಮ್ಮನ್ನು ದಾಖಲಿಸಲು, ನಿಮ್ಮ ಪ್ರಗತಿಯನ್ನು ಗಮನಿಸಲು, ಅವುಗಳ ಬಗ್ಗೆ ನಿಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಲು ಮತ್ತು ನಿಮ್ಮ ಹೆಸರು ಹೇಳದ ಎಣಿಕೆಗಳಾಗಿ ಕಾರ್ಯಕ್ರಮದ ವರದಿ ಮಾಡಲು.

ಯಾರು ನೋಡುತ್ತಾರೆ: ನಿಮ್ಮೊಂದಿಗೆ ಕೆಲಸ ಮಾಡುವ ಕಾರ್ಯಕ್ರಮದ ಸಿಬ್ಬಂದಿ ಮತ್ತು ಅವರ ವ್ಯವಸ್ಥಾಪಕರು. ಕಾನೂನು ಕೇಳದ ಹೊರತು ನಾವು ಇದನ್ನು ಮಾರುವುದಿಲ್ಲ, ಬೇರೆ ಯಾರಿಗೂ ನೀಡುವುದಿಲ್ಲ.

ಎಷ್ಟು ಕಾಲ ಇಡುತ್ತೇವೆ: ನೀವು ಭಾಗವಹಿಸುವವರೆಗೆ, ಮತ್ತು ನೀವು ಸಮ್ಮತಿ ಹಿಂಪಡೆದ ನಂತರ ಕಚೇರಿ ನಿಗದಿಪಡಿಸುವ ಅವಧಿಯವರೆಗೆ; ನಂತರ ಅದನ್ನು ಅಳಿಸಲಾಗುತ್ತದೆ.

ನಿಮ್ಮ ಹಕ್ಕುಗಳು: ನಿಮ್ಮ ಮಾಹಿತಿಯನ್ನು ನೋಡಲು, ಸರಿಪಡಿಸಲು ಅಥವಾ ಅಳಿಸಲು ನೀವು ಕೇಳಬಹುದು, ಮತ್ತು ಸಮ್ಮತಿ ನೀಡಿದಷ್ಟೇ ಸುಲಭವಾಗಿ ಯಾವಾಗ ಬೇಕಾದರೂ ಅದನ್ನು ಹಿಂಪಡೆಯಬಹುದು: ಯಾವುದೇ ಸಿಬ್ಬಂದಿಗೆ ಅಥವಾ ಕುಂದುಕೊರತೆ ಅಧಿಕಾರಿಗೆ ತಿಳಿಸಿ. ಹಿಂಪಡೆಯುವುದರಿಂದ ಮೊದಲು ಆದದ್ದು ರದ್ದಾಗುವುದಿಲ್ಲ.

ದೂರುಗಳು: ಕೆಳಗಿನ ಕುಂದುಕೊರತೆ ಅಧಿಕಾರಿಯನ್ನು ಸಂಪರ್ಕಿಸಿ. ನಿಮಗೆ ತೃಪ್ತಿಯಾಗದಿದ್ದರೆ ಭಾರತದ ಡೇಟಾ ಸಂರಕ್ಷಣಾ ಮಂಡಳಿಗೆ ದೂರು ನೀಡಬಹುದು.

ಕುಂದುಕೊರತೆ ಅಧಿಕಾರಿ: (ಕಚೇರಿಯು ಹೆಸರು, ಫೋನ್ ಸಂಖ್ಯೆ ಮತ್ತು ಇಮೇಲ್ ವಿಳಾಸವನ್ನು ಇಲ್ಲಿ ಬರೆಯುತ್ತದೆ)`,
} as const;
