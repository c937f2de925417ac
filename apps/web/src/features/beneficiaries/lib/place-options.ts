import type { ComboboxItem, OptionsFilter, Primitive } from '@mantine/core';
import { placeNameMatches } from '@portal/contract/i18n/place-names-kn';
import { useMemo } from 'react';
import { type SelectOption, useBeneficiaryText } from './use-beneficiary-text.ts';

export interface PlaceOptions {
  /** The options as shown: Kannada names in Kannada where known, the server's English otherwise. */
  data: SelectOption[];
  /** Typing finds a place by its English or its Kannada name, whichever is shown. */
  filter: OptionsFilter<Primitive>;
}

/** District and taluk names in the language shown; the value stays the id the server gave. */
export function usePlaceOptions(options: SelectOption[], kannadaOf: (english: string) => string | undefined): PlaceOptions {
  const { locale } = useBeneficiaryText();
  return useMemo(() => {
    const names = new Map(options.map((o) => [o.value, { english: o.label, kannada: kannadaOf(o.label) }]));
    const data = locale === 'kn-IN' ? options.map((o) => ({ ...o, label: names.get(o.value)?.kannada ?? o.label })) : options;
    const filter: OptionsFilter<Primitive> = ({ options: shown, search, limit }) =>
      (shown as ComboboxItem[])
        .filter((o) => {
          const name = names.get(o.value);
          return placeNameMatches(search, name?.english ?? o.label, name?.kannada);
        })
        .slice(0, limit);
    return { data, filter };
  }, [options, kannadaOf, locale]);
}
