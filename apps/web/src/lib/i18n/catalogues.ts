import { type Catalogue, EN_IN } from '@portal/contract/i18n/en-IN';
import type { Locale } from '@portal/contract/i18n/locales';

/** English ships with the first screen; Kannada is a chunk of its own, fetched only when chosen. */
const loaders: Record<Locale, () => Promise<Catalogue>> = {
  'en-IN': async () => EN_IN,
  'kn-IN': async () => (await import('@portal/contract/i18n/kn-IN')).KN_IN,
};

const loaded = new Map<Locale, Catalogue>([['en-IN', EN_IN]]);

export async function loadCatalogue(locale: Locale): Promise<Catalogue> {
  const known = loaded.get(locale);
  if (known) return known;
  const catalogue = await loaders[locale]();
  loaded.set(locale, catalogue);
  return catalogue;
}

export const loadedCatalogue = (locale: Locale): Catalogue | undefined => loaded.get(locale);
