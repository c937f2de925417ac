import { type Catalogue, EN_IN, type MessageId } from '@portal/contract/i18n/en-IN';
import { formatMessage, type MessageValues } from '@portal/contract/i18n/format';
import { KN_IN } from '@portal/contract/i18n/kn-IN';
import type { Locale } from '@portal/contract/i18n/locales';
import { districtNameKn, talukNameKn } from '@portal/contract/i18n/place-names-kn';
import type { LookupGroup } from '@portal/contract/lookups';
import { sql } from 'drizzle-orm';
import { type Database, queryRows } from '../../db/client.ts';

/** The lists whose names an export writes by id: the look-ups, the programmes and the sub-programmes. */
export type NameGroup = LookupGroup | 'program' | 'subProgram';

/** A name of one of the database's lists, as its table holds it (seeded in English). */
export interface ListName {
  list: NameGroup;
  id: number;
  name: string;
  /** The office's Kannada name, for the lists it keeps (Programmes and look-ups); undefined for the fixed ones. */
  name_kn?: string | null;
}

/** Every name of the lists an export writes: a few hundred bytes, read once an export. */
export const readListNames = (db: Database): Promise<ListName[]> =>
  queryRows<ListName>(
    db,
    sql`SELECT 'gender' AS list, id::int, name, 'fixed' AS name_kn FROM genders
        UNION ALL SELECT 'occupation', id, name, coalesce(name_kn, '') FROM occupations
        UNION ALL SELECT 'educationLevel', id, name, coalesce(name_kn, '') FROM education_levels
        UNION ALL SELECT 'incomeRange', id, name, coalesce(name_kn, '') FROM income_ranges
        UNION ALL SELECT 'mutualFundProvider', id, name, coalesce(name_kn, '') FROM mutual_fund_providers
        UNION ALL SELECT 'mutualFundType', id, name, coalesce(name_kn, '') FROM mutual_fund_types
        UNION ALL SELECT 'outreachChannel', id, name, coalesce(name_kn, '') FROM outreach_channels
        UNION ALL SELECT 'enrollmentStatus', id, name, 'fixed' FROM enrollment_statuses
        UNION ALL SELECT 'recordStatus', id, name, 'fixed' FROM record_statuses
        UNION ALL SELECT 'program', program_id, program_name, coalesce(program_name_kn, '') FROM programs
        UNION ALL SELECT 'subProgram', sub_program_id, sub_program_name, coalesce(sub_program_name_kn, '') FROM sub_programs`,
  );

const CATALOGUES: Record<Locale, Catalogue> = { 'en-IN': EN_IN, 'kn-IN': KN_IN };

/** The message id of a list's name in the catalogue: `lookup.gender.1`, `program.1`, `subProgram.5`. */
const catalogueId = (list: NameGroup, id: number) =>
  list === 'program' || list === 'subProgram' ? `${list}.${id}` : `lookup.${list}.${id}`;

/**
 * An export's words in one language: the catalogue's texts, the lists' names by id, and districts
 * and taluks. In English the names are the database's own (as the export always wrote them); in
 * Kannada the office's Kannada name for the lists it keeps (else the English one), the catalogue's
 * for the fixed lists; districts and taluks as the address selects show them, villages as the Census
 * spells them.
 */
export class ExportNames {
  private readonly names = new Map<NameGroup, (string | undefined)[]>();
  private readonly districts = new Map<string, string>();
  private readonly taluks = new Map<string, string>();
  private readonly catalogue: Catalogue;
  private readonly kannada: boolean;

  constructor(
    readonly locale: Locale,
    rows: readonly ListName[],
  ) {
    this.catalogue = CATALOGUES[locale];
    this.kannada = locale === 'kn-IN';
    const texts = this.catalogue as Readonly<Record<string, string | undefined>>;
    for (const row of rows) {
      const list = this.names.get(row.list) ?? [];
      this.names.set(row.list, list);
      // 'fixed': a list of spec §3's codes, named by the catalogue; '' an office's row without a Kannada name
      const kannada = row.name_kn === 'fixed' ? texts[catalogueId(row.list, row.id)] : row.name_kn;
      list[row.id] = (this.kannada && kannada) || row.name;
    }
  }

  /** A text of the catalogue in this language. */
  text(id: MessageId, values?: MessageValues): string {
    return values ? formatMessage(id, values, this.locale, this.catalogue) : this.catalogue[id];
  }

  /** The texts of the catalogue in this language, by id. */
  get texts(): Catalogue {
    return this.catalogue;
  }

  /** A list's name by its id (the id itself for an id the list lacks); null for none. */
  name(list: NameGroup, id: number | null): string | null {
    if (id === null) return null;
    return this.names.get(list)?.[id] ?? String(id);
  }

  district(english: string): string {
    if (!this.kannada) return english;
    const known = this.districts.get(english);
    if (known !== undefined) return known;
    const name = districtNameKn(english) ?? english;
    this.districts.set(english, name);
    return name;
  }

  taluk(district: string, english: string): string {
    if (!this.kannada) return english;
    const key = `${district}\u0000${english}`;
    const known = this.taluks.get(key);
    if (known !== undefined) return known;
    const name = talukNameKn(district, english) ?? english;
    this.taluks.set(key, name);
    return name;
  }
}
