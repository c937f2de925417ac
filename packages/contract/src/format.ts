/** Display rules of spec §2, kept free of schemas so the list screen loads no validation code. */
/**
 * The last four digits of Aadhaar as the list and the details show them: `xxxx-xxxx-1234`; none is
 * `notAvailable`, the catalogue's text in the language shown (N/A in English).
 */
export const maskAadhaar = (lastFour: string | null, notAvailable = 'N/A'): string =>
  lastFour ? `xxxx-xxxx-${lastFour}` : notAvailable;
