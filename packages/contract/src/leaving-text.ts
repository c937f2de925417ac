/**
 * The texts of a withdrawal of consent and of an erasure (decision 039): on a person's page, in their
 * History, and the office's setting on the Data protection tab. Not in the spec. Zod-free, for the catalogue.
 */
export const LEAVING_TEXT = {
  withdraw: 'Record withdrawal of consent',
  withdrawTitle: 'Withdrawal of consent by {name}',
  withdrawHint:
    'From now on this person is in no list, export or upload match, and their record takes no change. It is kept {days, plural, =0 {no days} one {# day} other {# days}} (the office’s setting), then erased.',
  withdrawnOn: 'Withdrawn on',
  withdrawSave: 'Record the withdrawal',
  withdrawn: 'The withdrawal was recorded.',
  withdrawnBanner:
    'Consent withdrawn on {date} ({channel}), recorded by {name}. This person is in no list, export or upload. Their data will be erased on {eraseOn}.',
  erase: 'Erase data',
  eraseTitle: 'Erase the data of {name}',
  eraseHint:
    'The name, date of birth, contact details, address, Aadhaar digits, education, income, guardian and witness names, and the old and new values in the History are erased for good. The dashboard’s figures stay. This cannot be undone.',
  reason: 'Why',
  reasons: {
    request: 'The person asked for it',
    withdrawn: 'Consent was withdrawn',
    purpose_served: 'The purpose is served',
  },
  eraseConfirm: 'I understand that this cannot be undone',
  eraseSave: 'Erase',
  erased: 'The data was erased.',
  erasedBanner: 'This person’s data was erased on {date} ({reason}). Only the figures remain.',
  erasedBy: 'Erased by {name}.',
  erasedByPortal: 'Erased by the portal: the days kept after the withdrawal had passed.',
  erasedName: 'Erased person',
  // the History's lines
  withdrawnEntry: '{user} recorded the withdrawal of consent on {when}',
  erasedEntry: '{user} erased the personal data on {when}',
  erasedByPortalEntry: 'The personal data was erased on {when}: the days kept after the withdrawal had passed',
  // the office's setting
  keepDays: 'Days a withdrawn person’s record is kept',
  keepDaysHint:
    'After a withdrawal of consent the record is kept this many days (for an audit, or a law that requires it), then erased. With 0 it is erased within the hour.',
  keepDaysRule: 'Between 0 and 3650 days',
  // the server's refusals
  noChange: 'This person withdrew consent or their data was erased: their record takes no change.',
  alreadyWithdrawn: 'This person’s withdrawal of consent is already recorded.',
  alreadyErased: 'This person’s data is already erased.',
} as const;
