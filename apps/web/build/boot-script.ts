import { PAGE_SIZE } from '../../../packages/contract/src/constants.ts';
import { COMMON_KN } from '../../../packages/contract/src/i18n/kn/common.ts';
import { LOCALE_STORAGE_KEY } from '../../../packages/contract/src/i18n/locales.ts';
import { LOAD_TIMEOUT_MS } from '../../../packages/contract/src/network-text.ts';
import { SESSION_STORAGE_KEY } from '../../../packages/contract/src/session.ts';
import {
  BENEFICIARY_LIST_CALL,
  FIRST_DATA_GLOBAL,
  type LaterScreen,
  PRELOAD_LATER_GLOBAL,
  PRELOAD_PORTAL_GLOBAL,
  ROLE_MENU_CALL,
} from '../src/app/first-data.ts';

/** The source files of the screens a first visit may land on, by path ('/' at the end: the paths under it). */
export const FIRST_SCREENS: Record<string, string[]> = {
  '/beneficiary': ['beneficiary-list-page.tsx'],
  '/beneficiary/': ['beneficiary-detail-page.tsx'],
  '/org': ['org-page.tsx'],
  '/userprofile/': ['user-profile-page.tsx'],
};
/** The signed-in frame every screen above stands in: the portal with its routes, the layout and the guard. */
export const FRAME = ['app.tsx', 'app-layout.tsx', 'route-guard.tsx'];
/** What a browser with no session stored shows on any path (main.tsx): the login page alone. */
export const SIGNED_OUT_SCREEN = ['login-screen.tsx'];
/**
 * The code a drawn screen asks for (preloadLater) to have at hand, offline too, without running it:
 * running the Add Beneficiary form's code as soon as the list was shown held a phone's page for a
 * quarter of a second.
 */
export const LATER_CODE: Record<LaterScreen, string[]> = {
  list: ['add-beneficiary-modal.tsx', 'list-filters-panel.tsx'],
};

const ROLE_MENU_PATH = `/api/v1${ROLE_MENU_CALL}`;
/** The list's first page as the list asks for it (no search, All off): the list page takes it over. */
const FIRST_LIST_PAGE_PATH = `/api/v1${BENEFICIARY_LIST_CALL}?isChecked=false&limit=${PAGE_SIZE}&offset=0`;

/**
 * A small classic script the page runs as soon as it arrives, long before the app's entry script (the
 * largest file) is in: with a stored session it asks for the role menu and the first list page, and
 * preloads the code of the screen asked for. The page's security policy allows no inline script, hence
 * a file of its own.
 */
export function bootScript(
  files: Record<string, string[]>,
  signedOutFiles: string[],
  laterFiles: Record<LaterScreen, string[]>,
): string {
  return `(function () {
  try {
    // the splash in the stored language: Kannada says its Loading... in Kannada before the app arrives
    if (localStorage.getItem(${JSON.stringify(LOCALE_STORAGE_KEY)}) === 'kn-IN') {
      document.documentElement.lang = 'kn-IN';
      var say = function () {
        var splash = document.querySelector('.boot p');
        if (splash) splash.textContent = ${JSON.stringify(COMMON_KN['shell.loading'])};
      };
      if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', say);
      else say();
    }
  } catch (error) {
    // storage refused: the splash stays in English
  }
  try {
    var add = function (file) {
      var link = document.createElement('link');
      link.rel = /\\.css$/.test(file) ? 'preload' : 'modulepreload';
      if (link.rel === 'preload') link.as = 'style';
      link.crossOrigin = '';
      link.href = '/' + file;
      document.head.appendChild(link);
    };
    // each link asked for costs the page a few milliseconds: a few per task, so that typing never waits
    var PER_TASK = 4;
    var addAll = function (list, next) {
      list.slice(0, PER_TASK).forEach(add);
      if (list.length > PER_TASK) next(function () { addAll(list.slice(PER_TASK), next); });
    };
    var soon = function (step) { setTimeout(step, 0); };
    var whenIdle = function (step) { window.requestIdleCallback ? requestIdleCallback(step, { timeout: 1000 }) : soon(step); };
    var files = ${JSON.stringify(files)};
    var later = ${JSON.stringify(laterFiles)};
    window[${JSON.stringify(PRELOAD_LATER_GLOBAL)}] = function (screen) {
      var list = later[screen];
      delete later[screen];
      if (list) addAll(list, whenIdle);
    };
    var raw = localStorage.getItem(${JSON.stringify(SESSION_STORAGE_KEY)});
    if (raw === null) {
      addAll(${JSON.stringify(signedOutFiles)}, soon);
      // the list's code, asked for by the login page once it is drawn (never before: it would share the link)
      window[${JSON.stringify(PRELOAD_PORTAL_GLOBAL)}] = function () { addAll(files['/beneficiary'], whenIdle); };
      return;
    }
    var session = JSON.parse(raw);
    if (!session || !session.token || !(session.expirationTime > Date.now())) return;
    var path = location.pathname.replace(/\\/$/, '') || '/';
    for (var prefix in files) {
      var under = prefix.charAt(prefix.length - 1) === '/';
      if (under ? path.indexOf(prefix) === 0 && path.length > prefix.length : path === prefix) addAll(files[prefix], soon);
    }
    var get = function (url) {
      // like every read of the app, never longer than LOAD_TIMEOUT_MS: the app then asks itself
      var signal = AbortSignal.timeout ? AbortSignal.timeout(${LOAD_TIMEOUT_MS}) : undefined;
      return fetch(url, { headers: { Authorization: 'Bearer ' + session.token }, signal: signal })
        .then(function (response) { return response.ok ? response.json() : null; })
        .catch(function () { return null; });
    };
    var data = { roleMenu: get(${JSON.stringify(ROLE_MENU_PATH)}) };
    if (path === '/beneficiary') data.firstListPage = get(${JSON.stringify(FIRST_LIST_PAGE_PATH)});
    window[${JSON.stringify(FIRST_DATA_GLOBAL)}] = data;
  } catch (error) {
    // the app asks for everything itself
  }
})();
`;
}
