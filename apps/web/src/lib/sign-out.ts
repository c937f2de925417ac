import { clearSession, readSession } from './session.ts';

declare global {
  interface Window {
    google?: { accounts?: { id?: { disableAutoSelect?: () => void } } };
  }
}

/** Read by the login page, which loads the provider's script and turns automatic sign-in off there. */
export const AUTO_SELECT_OFF_KEY = 'identityAutoSelectOff';

/** On a patchy connection the sign-out call must not keep the user from the login page for long. */
const SIGN_OUT_CALL_TIMEOUT_MS = 10_000;

export function disableIdentityAutoSelect(): void {
  window.google?.accounts?.id?.disableAutoSelect?.();
  localStorage.setItem(AUTO_SELECT_OFF_KEY, '1');
}

/**
 * Spec §2/§4: disable the identity provider's auto sign-in, run the sign-out call, and whatever it
 * answers remove the stored session, reload and land on /login.
 */
export async function signOut(): Promise<void> {
  disableIdentityAutoSelect();
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
