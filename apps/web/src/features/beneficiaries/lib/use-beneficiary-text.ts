import type { MessageId } from '@portal/contract/i18n/en-IN';
import { idOf, LOOKUP_GROUPS, type LookupGroup, type LookupOption } from '@portal/contract/lookups';
import type { OfficeLookup } from '@portal/contract/office-lookups';
import { useMemo } from 'react';
import { ApiError, errorMessageId } from '../../../lib/api-client.ts';
import { useLocale, useText } from '../../../lib/i18n/i18n-provider.tsx';
import { isMessageId } from '../../../lib/i18n/text.ts';
import { OFFICE_LOOKUP_GROUPS, offeredValues, useOfficeLookups } from '../../../lib/office-lookups.ts';
import { useProgrammeNames } from '../../../lib/programme-names.ts';
import { formatDate, formatRupees } from './format.ts';
import { ruleMessageId } from './rule-messages.ts';

export interface SelectOption {
  value: string;
  label: string;
}

/**
 * The beneficiary screens' texts in the language shown: catalogue texts, lookup, programme and
 * sub-programme names by id, the schemas' messages, server errors, dates and amounts.
 */
export function useBeneficiaryText() {
  const t = useText();
  const { locale } = useLocale();
  // the programmes as the office keeps them, when a screen has read them (no request of its own)
  const programmes = useProgrammeNames({ fetch: false }).data;
  // the office's look-up lists, when a form has read them
  const officeLists = useOfficeLookups({ fetch: false }).data?.lists;
  return useMemo(() => {
    /** A name kept under its id, or the name the server sent when the catalogue has none (a renamed or new row). */
    const byId = (key: string, fallback?: string | null): string | null => (isMessageId(key) ? t(key) : (fallback ?? null));
    /**
     * A programme's or sub-programme's name in the language shown: the office's (its Kannada name, else
     * its English one); before those are read, the server's English name, or in Kannada the catalogue's.
     */
    const officeName = (row: { name: string; name_kn: string | null } | undefined, key: string, fallback: string) =>
      row ? (locale === 'kn-IN' && row.name_kn) || row.name : locale === 'kn-IN' ? (byId(key, fallback) ?? fallback) : fallback;
    const officeList = (group: LookupGroup) =>
      OFFICE_LOOKUP_GROUPS.includes(group) ? officeLists?.[group as OfficeLookup] : undefined;
    const lookup = (group: LookupGroup, id: number | null | undefined, fallback?: string | null) => {
      if (id === null || id === undefined) return fallback ?? null;
      const row = officeList(group)?.find((r) => r.id === id);
      return row ? officeName(row, `lookup.${group}.${id}`, row.name) : byId(`lookup.${group}.${id}`, fallback);
    };
    return {
      t,
      locale,
      /**
       * A lookup list as select options, each name in the language shown. An office's list, once read,
       * gives its values in use and the one the field holds (`keep`); `familyIncome` takes the
       * occupations that are family income sources.
       */
      options: (
        group: LookupGroup,
        rows: readonly LookupOption[],
        { keep, familyIncome }: { keep?: string; familyIncome?: boolean } = {},
      ): SelectOption[] => {
        const office = officeList(group);
        const values = office
          ? offeredValues(
              office.filter((row) => !familyIncome || row.family_income_source),
              keep,
            )
          : rows;
        return values.map((row) => ({ value: String(row.id), label: lookup(group, row.id) ?? row.name }));
      },
      /** A lookup name by its id. */
      lookup,
      /** A lookup name the server sent in English (the rows are seeded from the contract's lists). */
      lookupName: (group: LookupGroup, english: string | null | undefined) =>
        lookup(group, idOf(LOOKUP_GROUPS[group], english), english),
      program: (id: number, fallback: string) =>
        officeName(
          programmes?.programs.find((p) => p.program_id === id),
          `program.${id}`,
          fallback,
        ),
      subProgram: (id: number, fallback: string) =>
        officeName(
          programmes?.sub_programs.find((s) => s.sub_program_id === id),
          `subProgram.${id}`,
          fallback,
        ),
      /** A field's error: the schema's (or the server's) English message in the language shown. */
      rule: (message: string | undefined) => {
        const id = ruleMessageId(message);
        return id ? t(id) : message;
      },
      /**
       * A refused call's text in the language shown: its code's message, or a refused field's
       * message; the server's own text when neither is known, else the fallback.
       */
      serverError: (error: unknown, fallback: MessageId) => {
        if (!(error instanceof ApiError)) return t(fallback);
        const id = errorMessageId(error) ?? ruleMessageId(error.message);
        if (id) return t(id);
        return error.message || t(fallback);
      },
      date: (value: string) => formatDate(value, locale),
      rupees: (value: string | number) => formatRupees(value, locale),
    };
  }, [t, locale, programmes, officeLists]);
}

export type BeneficiaryText = ReturnType<typeof useBeneficiaryText>;
