/**
 * The calls boot.js (build/boot-script.ts) starts before the app's entry script is in, and where it
 * leaves their answers for the app to take over.
 */
export const ROLE_MENU_CALL = '/user/get-role-menu';
export const BENEFICIARY_LIST_CALL = '/beneficiary/get-beneficiaries-list';
export const FIRST_DATA_GLOBAL = '__portalFirstData' as const;
/** Set by boot.js on a signed-out visit: starts fetching the list screen's code (see preloadPortal). */
export const PRELOAD_PORTAL_GLOBAL = '__portalPreloadList' as const;

/** Set by boot.js on every visit: fetches, without running, the code a drawn screen will want (see preloadLater). */
export const PRELOAD_LATER_GLOBAL = '__portalPreloadLater' as const;
/** The screens that ask for code of later steps once drawn (boot-script.ts lists the code). */
export type LaterScreen = 'list';

/**
 * Called once the login page is drawn: the list screen's code (the portal, its frame and the list)
 * is fetched while the password is typed, so the list after SIGN IN waits for its data only.
 * Preloaded, not run: nothing of the portal starts on the login page.
 */
export function preloadPortal(): void {
  window[PRELOAD_PORTAL_GLOBAL]?.();
  delete window[PRELOAD_PORTAL_GLOBAL];
}

/**
 * Called once a screen is drawn: the code of its next steps (a form, a panel) is fetched and compiled,
 * not run, so it opens offline too and nothing runs before it is asked for. Once per visit.
 */
export function preloadLater(screen: LaterScreen): void {
  window[PRELOAD_LATER_GLOBAL]?.(screen);
}

/** Each answer is the call's JSON body, or null when the call failed or was refused (the app then asks itself). */
export interface FirstData {
  roleMenu?: Promise<unknown>;
  firstListPage?: Promise<unknown>;
}

/** The early answers, once: a second screen must never reuse them. */
export function takeFirstData(): FirstData {
  const data = window[FIRST_DATA_GLOBAL] ?? {};
  delete window[FIRST_DATA_GLOBAL];
  return data;
}

declare global {
  interface Window {
    [FIRST_DATA_GLOBAL]?: FirstData;
    [PRELOAD_PORTAL_GLOBAL]?: () => void;
    [PRELOAD_LATER_GLOBAL]?: (screen: LaterScreen) => void;
  }
}
