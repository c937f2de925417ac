import { signOut } from '../sign-out.ts';
import { saveOpenDrafts } from './drafts.ts';

/**
 * Encrypting the open forms takes a moment; a crypto call that never settles must not keep the user
 * on a page whose session is over, so the sign-out goes on after this at the latest (the forms not
 * written by then are lost).
 */
const DRAFT_SAVE_LIMIT_MS = 3_000;

let ending: Promise<void> | null = null;

/**
 * The server answered 401 to a signed-in call: the token expired, the password was changed
 * elsewhere, or the user was deactivated. Open forms are kept (encrypted) for the next sign-in, then
 * the sign-out of spec §4 runs and the login page says why. Every failing call of the page may ask at
 * once: the forms are written once and the sign-out waits for them.
 */
export function endSession(): Promise<void> {
  ending ??= (async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const limit = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, DRAFT_SAVE_LIMIT_MS);
    });
    try {
      await Promise.race([saveOpenDrafts().catch(() => {}), limit]);
    } finally {
      clearTimeout(timer);
    }
    await signOut({ reason: 'session-ended' });
  })();
  return ending;
}
