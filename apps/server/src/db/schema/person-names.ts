import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { GIN_PENDING_KB } from './beneficiaries.ts';

/**
 * Every full name a person is registered under, once (decision 040): the list sorted by name with a
 * search finds the matching names here, in name order, and each one's people by the name index, so
 * it reads what the page shows instead of sorting every match. Kept by triggers on `beneficiaries`
 * (migration 0033); a name nobody holds any more (after a correction,
 * an erasure or an upload undone) is taken out.
 */
export const personNames = pgTable(
  'person_names',
  {
    // as `beneficiaries.name_text`
    nameText: text('name_text').primaryKey(),
    // as `beneficiaries.name_latin`: what a search matches
    nameLatin: text('name_latin').generatedAlwaysAs(sql`kannada_to_latin(name_text)`),
  },
  (t) => [
    index('person_names_latin_trgm_idx')
      .using('gin', sql`${t.nameLatin} gin_trgm_ops`)
      .with({ gin_pending_list_limit: GIN_PENDING_KB }),
  ],
);
