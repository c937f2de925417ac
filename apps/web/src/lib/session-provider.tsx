import { SESSION_RECHECK_MS } from '@portal/contract/constants';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { endSession } from './network/session-ended.ts';
import { hasStoredSession, isSessionValid, readSession } from './session.ts';

export type SessionStatus = 'checking' | 'signed-in' | 'signed-out';

const SessionContext = createContext<SessionStatus>('signed-out');

/** Checks the stored session at load and every hour; an expired one signs the user out (spec §4). */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<SessionStatus>(() => (hasStoredSession() ? 'checking' : 'signed-out'));

  useEffect(() => {
    const check = () => {
      if (!hasStoredSession()) return setStatus('signed-out');
      if (isSessionValid(readSession())) return setStatus('signed-in');
      // the status stays as it is (Loading... at load) until the sign-out lands on /login with its
      // reload: switching to signed-out here would show the login page once before that reload;
      // open forms are kept for the next sign-in and the login page says why
      endSession();
    };
    check();
    const timer = setInterval(check, SESSION_RECHECK_MS);
    return () => clearInterval(timer);
  }, []);

  return <SessionContext.Provider value={status}>{children}</SessionContext.Provider>;
}

export const useSessionStatus = (): SessionStatus => useContext(SessionContext);
