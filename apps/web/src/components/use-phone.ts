import { useMediaQuery } from '@mantine/hooks';

/**
 * Below Mantine's `sm` breakpoint (48em, 768 px): phones of 360 to 414 px and phones turned sideways.
 * A tablet held upright (768 px) keeps the desktop frame: the 80 px bar leaves 688 px, room enough for
 * the four columns of the beneficiary list and for every dialog at its own size.
 */
export const PHONE_QUERY = '(max-width: 47.99em)';

/** Whether the phone layout applies, known at the first render so a phone never flashes the desktop frame. */
export function usePhone(): boolean {
  return useMediaQuery(PHONE_QUERY, undefined, { getInitialValueInEffect: false });
}
