/**
 * The built page fetches the app's stylesheet as a print sheet so that it does not hold back the splash
 * (build/boot-html.ts). Here it is switched to all media once it has arrived, before the app replaces the
 * splash, so no screen is ever drawn unstyled.
 */
export function appStylesApplied(): Promise<void> {
  const sheets = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-styles]')];
  return Promise.all(sheets.map(applyWhenLoaded)).then(() => undefined);
}

function applyWhenLoaded(link: HTMLLinkElement): Promise<void> {
  return new Promise((resolve) => {
    const apply = () => {
      link.media = 'all';
      resolve();
    };
    if (link.sheet) return apply();
    link.addEventListener('load', apply, { once: true });
    // a stylesheet that fails to load must not leave the splash up for ever
    link.addEventListener('error', apply, { once: true });
  });
}
