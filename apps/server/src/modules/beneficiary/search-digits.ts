/** Mobile numbers are kept as their 10 digits; people write them with a country or trunk prefix. */
const MOBILE_DIGITS = 10;

/** Digits with the spaces, dashes, dots, brackets and slashes people write between them. */
const NUMBER = /^\+?[\d\s()./-]*\d[\d\s()./-]*$/;

/**
 * The digits a search means (perhaps none yet), or undefined when it is not a number. "88269 09502", "88269-09502",
 * "+91 88269 09502", "0091 8826909502" and "08826909502" are all 8826909502. A prefix is dropped
 * only where it cannot be part of what is searched: after a "+", or when the rest is a whole mobile
 * number (an Aadhaar last 4 of "0912" stays).
 */
export function searchDigits(text: string): string | undefined {
  const trimmed = text.trim();
  if (!NUMBER.test(trimmed)) return undefined;
  const digits = trimmed.replace(/\D/g, '');
  // "+91" alone is a number still being typed: nothing to look for yet
  if (trimmed.startsWith('+')) return digits.startsWith('91') ? digits.slice(2) : digits;
  for (const prefix of ['0091', '91', '0'])
    if (digits.length === MOBILE_DIGITS + prefix.length && digits.startsWith(prefix)) return digits.slice(prefix.length);
  return digits;
}
