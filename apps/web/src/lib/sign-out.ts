import { clearAllDrafts } from './network/drafts.ts';
import { clearSession, readSession } from './session.ts';

/** Read by the login page, which loads the provider's script and turns automatic sign-in off there. */
export const AUTO_SELECT_OFF_KEY = 'identityAutoSelectOff';
/** Why the user was signed out without asking; the login page says so once. */
export const SIGN_OUT_REASON_KEY = 'signOutReason';
export type SignOutReason = 'session-ended';

/** On a patchy connection the sign-out call must not keep the user from the login page for long. */
const SIGN_OUT_CALL_TIMEOUT_MS = 10_000;

export function disableIdentityAutoSelect(): void {
  window.google?.accounts?.id?.disableAutoSelect();
  localStorage.setItem(AUTO_SELECT_OFF_KEY, '1');
}

let signingOut: Promise<void> | null = null;

/**
 * Spec §2/§4: disable the identity provider's auto sign-in, run the sign-out call, and whatever it
 * answers remove the stored session, reload and land on /login. Several callers may ask at once
 * (an ended session fails every call of the page): the first one's sign-out is the only one.
 * A sign-out the user asked for drops the kept drafts; one with a reason keeps them for the next sign-in.
 */
export function signOut(options: { reason?: SignOutReason } = {}): Promise<void> {
  signingOut ??= run(options.reason);
  return signingOut;
}

async function run(reason: SignOutReason | undefined): Promise<void> {
  disableIdentityAutoSelect();
  if (reason) sessionStorage.setItem(SIGN_OUT_REASON_KEY, reason);
  else clearAllDrafts();
  const token = readSession()?.token;
  if (token) {
    try {
      await fetch('/api/v1/auth/logoutUser', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        signal: AbortSignal.timeout(SIGN_OUT_CALL_TIMEOUT_MS),
      });
    } catch (error) {
      console.error('Logout failed', error);
    }
  }
  clearSession();
  window.location.assign('/login');
}
