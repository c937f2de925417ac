// React's module name answered by Preact's compatibility layer (decision 028), plus what it lacks.
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React 19's `<Activity>`. Mantine uses it only for content kept mounted while hidden (`keepMounted`),
 * which the portal never asks for; hidden content is simply not drawn.
 */
export function Activity({ mode, children }) {
  return mode === 'hidden' ? null : children;
}
