import { INFINITE_SCROLL_THRESHOLD_PX } from '@portal/contract/constants';
import { useEffect } from 'react';

/**
 * Calls `loadMore` when the window is scrolled to within 50 px of the bottom (spec §9). `enabled`
 * must be false while a page is loading, waiting for the connection, or has failed: a failed page
 * is asked for again only by its retries and the Retry row, never by this check, which would
 * otherwise send it again at every render.
 */
export function useInfiniteScroll(loadMore: () => void, enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      const bottom = window.innerHeight + window.scrollY;
      if (bottom >= document.documentElement.scrollHeight - INFINITE_SCROLL_THRESHOLD_PX) loadMore();
    };
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    check();
    return () => {
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
    };
  }, [loadMore, enabled]);
}
