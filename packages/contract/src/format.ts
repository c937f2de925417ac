/** Display rules of spec §2, kept free of schemas so the list screen loads no validation code. */
/**
 * The last four digits of Aadhaar as the list and the details show them: `xxxx-xxxx-1234`; none is
 * `notAvailable`, the catalogue's text in the language shown (N/A in English).
 */
export const maskAadhaar = (lastFour: string | null, notAvailable = 'N/A'): string =>
  lastFour ? `xxxx-xxxx-${lastFour}` : notAvailable;

/**
 * A whole number with India's digit groups, as `toLocaleString('en-IN')` writes it (50,000;
 * 12,34,567), for texts built when a module loads: the first use of Intl there costs a phone about
 * 0.1 s on the login page, before anything is drawn (decision 018).
 */
export function indianDigits(value: number): string {
  const digits = String(Math.abs(Math.trunc(value)));
  const lastThree = digits.slice(-3);
  const rest = digits.slice(0, -3);
  const grouped = rest ? `${rest.replace(/\B(?=(\d{2})+$)/g, ',')},${lastThree}` : lastThree;
  return value < 0 ? `-${grouped}` : grouped;
}
