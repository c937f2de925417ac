/**
 * Texts of the signed-in frame that the spec does not name: the phone's menu button and drawer,
 * and the accessible names of the frame's landmarks and icon-only controls.
 */
export const LAYOUT_TEXT = {
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  mainMenu: 'Main menu',
  userMenu: 'User menu',
  home: 'Home',
  logo: 'Grameena Outreach',
  /** The browser tab's title: the page's title, then the portal's name. */
  portalName: 'Beneficiary Portal',
  pageTitle: '{title} · Beneficiary Portal',
  /**
   * The role menu's entries by action, shown in Kannada in place of the server's English name
   * (English keeps the server's name as sent).
   */
  menuNames: {
    dashboard: 'Dashboard',
    myteam: 'My Team',
    summary: 'Summary reports',
    beneficiary: 'Beneficiary',
    org: 'Organization',
    permission: 'Staff and roles',
    config: 'Programmes and look-ups',
  },
} as const;

/** The language switch on the login page and in the header. */
export const LANGUAGE_TEXT = {
  label: 'Language',
  /** The header's button: its name says the language shown. */
  current: 'Language: {name}',
} as const;
