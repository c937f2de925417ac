/** Display rules of spec §2, kept free of schemas so the list screen loads no validation code. */
export const maskAadhaar = (lastFour: string | null): string => (lastFour ? `xxxx-xxxx-${lastFour}` : 'N/A');
