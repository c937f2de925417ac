/**
 * The Programmes and look-ups screen (/config, not in the spec: an office keeps its own programmes
 * and lists) and what its changes mean elsewhere. Zod-free: the catalogue reads it.
 */
export const CONFIG_TEXT = {
  /** Each list the screen keeps, by its name in the Administration history and on the screen. */
  list: {
    program: 'Programmes',
    subProgram: 'Sub-programmes',
    occupation: 'Occupations',
    educationLevel: 'Education levels',
    incomeRange: 'Family income ranges',
    outreachChannel: 'Outreach channels',
    mutualFundProvider: 'Mutual fund providers',
    mutualFundType: 'Mutual fund types',
  },
  /** A new enrolment, or a move of one, into a sub-programme an office retired (or of a retired programme). */
  subProgramRetired: 'This sub-programme is retired: it takes no new enrolment. Choose another.',
} as const;
