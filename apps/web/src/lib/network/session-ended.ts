import { signOut } from '../sign-out.ts';
import { saveOpenDrafts } from './drafts.ts';

/**
 * The server answered 401 to a signed-in call: the token expired, the password was changed
 * elsewhere, or the user was deactivated. Open forms are kept for the next sign-in, then the
 * sign-out of spec §4 runs and the login page says why.
 */
export function endSession(): void {
  saveOpenDrafts();
  void signOut({ reason: 'session-ended' });
}
