import { useCallback, useRef } from 'react';

/**
 * A dialog shown only while open (unmounted when it closes) cannot give the focus back to what opened
 * it: the button is remembered when pressed, and focused again once the dialog is gone, so a keyboard
 * user goes on from where they were.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  const remember = useCallback(() => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, []);
  const restore = useCallback(() => {
    const element = opener.current;
    requestAnimationFrame(() => element?.isConnected && element.focus());
  }, []);
  return { remember, restore };
}
