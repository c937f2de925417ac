/**
 * The look-up lists an office keeps on the Programmes and look-ups screen, by the name of their group
 * of message ids (`lookup.occupation.1`), each with its table. The family income sources are the
 * occupations marked so. Zod-free: the history's check and the screens read it.
 */
export const OFFICE_LOOKUP_TABLES = {
  occupation: 'occupations',
  educationLevel: 'education_levels',
  incomeRange: 'income_ranges',
  outreachChannel: 'outreach_channels',
  mutualFundProvider: 'mutual_fund_providers',
  mutualFundType: 'mutual_fund_types',
} as const;
export type OfficeLookup = keyof typeof OFFICE_LOOKUP_TABLES;
export const OFFICE_LOOKUPS = Object.keys(OFFICE_LOOKUP_TABLES) as [OfficeLookup, ...OfficeLookup[]];
