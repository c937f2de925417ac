/**
 * What the portal says about the connection: offline, a load that failed, a save with no answer, a
 * session the server ended. Staff use it on patchy mobile links, so each text says what happened to
 * their work and what to do next.
 */
export const NETWORK_TEXT = {
  offline: 'You are offline',
  retry: 'Retry',
  listFailed: 'Could not load the beneficiaries.',
  moreFailed: 'Could not load more',
  waitingForConnection: 'Waiting for the connection…',
  detailFailed: 'Could not load this beneficiary.',
  profileFailed: 'Could not load this profile.',
  saveOffline: 'You are offline — your entry is kept; it will be saved when you reconnect.',
  saveTimedOut: 'The server did not answer in time. Your entry is kept; press Retry to send it again.',
  deleteOffline: 'You are offline — nothing was deleted. Please try again when you are back online.',
  deleteTimedOut: 'The server did not answer in time. Please check the list and try again.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  menuFailed: 'Could not load the menu.',
  retryMenu: 'Load the menu again',
  screenFailed: 'This screen could not be loaded. Check the connection and try again.',
  draftRestored: 'What you typed before your session ended has been filled in again.',
} as const;

/** A save (or any other request that writes) waits this long for an answer, then offers Retry. */
export const SAVE_TIMEOUT_MS = 20_000;
/** A read waits this long; a hung read would otherwise spin for ever. */
export const LOAD_TIMEOUT_MS = 20_000;
/** A failed read is tried again this many times, after 1 s, 2 s, 4 s…, before the page offers Retry. */
export const LOAD_RETRIES = 3;
export const LOAD_RETRY_BASE_MS = 1_000;
export const LOAD_RETRY_MAX_MS = 30_000;
