import { createTheme } from '@mantine/core';
import classes from '../components/theme.module.css';
import { THEME_TOKENS } from './theme-tokens.ts';

/** The names of the theme's icon-only buttons, in the language shown. */
export interface ThemeTexts {
  close: string;
  clear: string;
}

export const appTheme = (texts: ThemeTexts) =>
  createTheme({
    ...THEME_TOKENS,
    // a person who asked their device for less motion gets dialogs, menus and messages without it
    respectReducedMotion: true,
    // plain entries, not Component.extend(): the theme is on the login page, which must not fetch the
    // code of menus, drop-downs and drawers only to name their defaults
    components: {
      // every × button gets a name for screen readers: dialogs (those of @mantine/modals too) and file fields
      // a dialog's <header> is not a second banner landmark: the page's header stays the only one
      Modal: {
        defaultProps: { closeButtonProps: { 'aria-label': texts.close }, attributes: { header: { role: 'presentation' } } },
      },
      Drawer: { defaultProps: { attributes: { header: { role: 'presentation' } } } },
      // the × of a message (the Undo of a deleted enrolment stays on screen for seconds)
      Notification: { defaultProps: { closeButtonProps: { 'aria-label': texts.close } } },
      FileInput: { defaultProps: { clearButtonProps: { 'aria-label': texts.clear } } },
      Input: { classNames: { input: classes.input } },
      // the hidden focus placeholder Mantine puts first in a menu is not a menu item (axe aria-required-children)
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
      // a drop-down placed against the page made a phone's page wider than its screen (decision 017)
      Popover: { defaultProps: { floatingStrategy: 'fixed' } },
    },
  });
