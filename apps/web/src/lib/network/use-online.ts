import { onlineManager } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => onlineManager.subscribe(onChange);
const isOnline = () => onlineManager.isOnline();

/**
 * Whether the browser is online, as TanStack Query sees it (the window's online and offline
 * events): the same signal that pauses and resumes the portal's requests.
 */
export const useOnline = (): boolean => useSyncExternalStore(subscribe, isOnline, () => true);
