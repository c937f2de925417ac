/** Headless on a machine without a GPU or a desktop session. */
const ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The tests' browser: Debian's build of Chromium's headless shell, the same Blink and V8 as the
 * desktop Chromium without the browser's own window code, which cost a fifth of the suite (decision 024).
 */
export const CHROMIUM_LAUNCH = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell', args: ARGS };

/** The benches' browser: Debian's Chromium as people run it, so first-visit and Lighthouse figures stay comparable. */
export const DESKTOP_CHROMIUM_LAUNCH = { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ARGS };
