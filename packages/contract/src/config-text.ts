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
  title: 'Programmes and look-ups',
  programmesTab: 'Programmes',
  lookupsTab: 'Look-up lists',
  addValue: 'New value',
  valueTitle: 'A value of {list}',
  familyIncomeSource: 'Also a family income source',
  lookupsFailed: 'The look-up lists could not be loaded.',
  historyTab: 'Administration history',
  addProgramme: 'New programme',
  addSubProgramme: 'New sub-programme',
  programmeTitle: 'Programme',
  subProgrammeTitle: 'Sub-programme of {programme}',
  name: 'Name (English)',
  nameKn: 'Name (Kannada)',
  nameKnHint: 'Left empty, Kannada screens show the English name.',
  isMutualFund: 'The mutual fund: an enrolment gives provider, type, amount and duration',
  skipsEducation: 'Asks no education and income',
  mutualFundBadge: 'Mutual fund',
  noEducationBadge: 'No education and income',
  change: 'Change',
  retire: 'Retire',
  restore: 'Bring back',
  retired: 'Retired',
  retireTitle: 'Retire {name}?',
  retireText: 'It is offered for no new enrolment. Enrolments in it stay as they are, with its name.',
  save: 'Save',
  cancel: 'Cancel',
  saved: '{name} was saved.',
  retiredDone: '{name} was retired.',
  restoredDone: '{name} is in use again.',
  saveFailed: 'The change could not be saved.',
  failed: 'The programmes could not be loaded.',
  flags: 'What it asks of an enrolment',
  actions: 'Actions for {name}',
  // the rules of the forms
  nameRequired: 'Enter a name.',
  nameTooLong: 'A name is at most 100 characters long.',
  // refusals (errors.ts)
  nameTaken: 'Another entry of this list already has this name.',
  notFound: 'No such entry.',
  /** A new enrolment, or a move of one, into a sub-programme an office retired (or of a retired programme). */
  subProgramRetired: 'This sub-programme is retired: it takes no new enrolment. Choose another.',
} as const;
