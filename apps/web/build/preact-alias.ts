import { fileURLToPath } from 'node:url';

/** React's module names answered by Preact (decision 028). */
export const PREACT_ALIAS = [
  { find: /^react$/, replacement: fileURLToPath(new URL('./react-on-preact.js', import.meta.url)) },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];
