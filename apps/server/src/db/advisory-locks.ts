/**
 * Every advisory lock the portal takes, each its own number, in one list: two uses of one number
 * wait on each other (an upload's lock once held every export's admission for the whole upload).
 * The one-key form (a bigint) and the two-key form (two integers) are separate spaces in PostgreSQL.
 */
export const ADVISORY_LOCKS = {
  /** migrations and the start's own work, one process at a time */
  start: 727_001,
  /** the one upload writing at a time */
  upload: 727_002,
  /** exports admitted in turn, counted under it */
  exportAdmission: 727_003,
  /** villages moved to their current taluks */
  placesMove: 727_013,
  /** the dashboard's and the team's counts folded into shard 0, one process at a time */
  countsFold: 727_021,
  /** the last administrator kept */
  administration: 7_310_025,
  /** the process that takes automatic backups */
  backup: 21_021,
  /** two-key form: the first of LIST_CALLS_PER_USER places (place, user) of one user's list calls */
  listPlaces: 1_279_874_900,
  /** two-key form (key, one of 64 buckets), taken in SQL (migration 0033): a name added, or taken out by an erasure */
  personNames: 727_020,
} as const;
