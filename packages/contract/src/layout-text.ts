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
  beneficiaryList: 'Beneficiaries',
} as const;
