/**
 * Notice and consent at registration (DPDP Act 2023, s. 5 and 6; decision 036): the form's texts,
 * its rules' messages and the notice an office starts from. Zod-free, for the catalogue.
 */
export const CONSENT_TEXT = {
  section: 'Notice and consent',
  noticeIntro: 'Read or show this notice to the person, in the language they choose, before asking for consent.',
  noticeVersion: 'Notice, version {version}',
  noticeLanguage: 'Language of the notice',
  printNotice: 'Print the notice',
  noticeFailed: 'The notice could not be loaded.',
  given: 'The person was shown the notice and consents to the use of their data as it says',
  givenByGuardian: 'A parent or guardian was shown the notice and consents for the person',
  method: 'How consent was given',
  methods: {
    signed_form: 'Signed form',
    thumb_impression: 'Thumb impression',
    verbal_witness: 'Spoken, before a witness',
  },
  witnessName: 'Witness name',
  minor: 'The person is under 18: a parent or guardian consents for them.',
  guardianName: "Parent's or guardian's name",
  guardianRelationship: 'Relationship to the person',
  relationships: { mother: 'Mother', father: 'Father', guardian: 'Other guardian' },
  optional:
    'This office may register people without recorded consent (a setting of Programmes and look-ups). Record it when it was given.',
  // the printable notice
  printTitle: 'Notice: your personal data',
  printBack: 'Back',
  printButton: 'Print',
  // a person's record, printed for them (the right of access)
  printRecord: 'Print record',
  recordTitle: 'Record of {name}',
  recordPrinted: 'Printed on {date} by {user}',
  recordLanguage: 'Language of the record',
  recordConsent: 'Consent',
  consentRecorded: 'Given on {date}: {method}. Notice, version {version}.',
  consentWitness: 'Witness: {name}',
  consentGuardian: 'Given for them by {name} ({relationship}).',
  noConsent: 'No consent recorded.',
  purposes: 'How the data is used (the notice)',
  recordFailed: 'The record could not be loaded.',
} as const;

/** The rules' messages: each the text of one catalogue id (`consentRule.*`), as the server answers. */
export const CONSENT_RULES = {
  consentRequired: "Record the person's consent to register them",
  method: 'Choose how consent was given',
  witness: "Enter the witness's name",
  guardianName: "Enter the parent's or guardian's name",
  guardianRelationship: 'Choose the relationship to the person',
  notice: 'The notice shown is not known: close the form and open it again',
  noticeEmpty: 'Write the notice in both languages',
  requestKind: 'Choose what the person asks',
  requestChannel: 'Choose how the request came',
  requestDay: 'Choose a day up to today',
  erasureReason: 'Choose why the data is erased',
  // the days of "People seen"
  rangeDay: 'Choose a day',
  rangeOrder: 'The first day must not be after the last',
  rangeLength: 'Choose at most three years',
} as const;
