/**
 * The texts of who saw whom (decision 035): on a person's page and on the Staff and roles page. Not
 * in the spec. Zod-free, for the catalogue.
 */
export const PRIVACY_TEXT = {
  /** the data-protection settings, as the Administration history names them */
  settings: 'the settings',
  // the Data protection tab of Programmes and look-ups
  tab: 'Data protection',
  consentRequired: 'Consent required to register a person',
  consentRequiredHint:
    'On: the Add Beneficiary form registers nobody without recorded consent. Off: a person may be registered without it, where the law allows their data to be used without consent; consent given is still recorded.',
  settingSaved: 'The setting was saved.',
  settingsFailed: 'The settings could not be loaded.',
  noticeTitle: 'The notice shown at registration',
  noticeHint: 'Saving makes a new version. Each person keeps the version they were shown.',
  noticeEnglish: 'Notice in English',
  noticeKannada: 'Notice in Kannada',
  noticeSave: 'Save as a new version',
  noticeSaved: 'Version {version} of the notice is now shown.',
  versions: 'Versions',
  version: 'Version',
  writtenBy: 'Written by',
  writtenOn: 'Written on',
  portalNotice: "The portal's own",
  saveFailed: 'Could not save. Please try again.',
  // on a person's page, for those who may see the access records
  whoLooked: 'Who looked at this person',
  whoLookedHint: 'Every opening of this page, the History and the printed record, kept for at least a year.',
  who: 'Who',
  what: 'What',
  when: 'When',
  readKind: {
    details: 'Opened the page',
    history: 'Opened the History',
    print: 'Printed the record',
  },
  readsEmpty: 'Nobody has opened this record yet.',
  readsFailed: 'Who looked at this person could not be loaded.',
  showOlder: 'Show older',
  olderFailed: 'The older entries could not be loaded.',
  // on the Staff and roles page
  peopleSeen: 'People seen',
  peopleSeenTitle: 'People {name} saw',
  peopleSeenHint:
    'The people whose page, History or printed record they opened, and their exports of the list, by district: what a breach notice needs when an account is misused.',
  from: 'From',
  to: 'To',
  show: 'Show',
  viewedSummary:
    '{people, plural, one {# person} other {# people}} opened, {reads, plural, one {# time} other {# times}} in all.',
  exportsSummary:
    '{count, plural, =0 {No exports of the list.} one {# export of the list, with {rows, number} people.} other {# exports of the list, with {rows, number} people in all.}}',
  district: 'District',
  viewed: 'People opened',
  exported: 'People in exports',
  download: 'Download (.csv)',
  nothingSeen: 'Nobody was seen on these days.',
  seenFailed: 'The people seen could not be loaded.',
} as const;
