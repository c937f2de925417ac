import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useText } from './i18n/i18n-provider.tsx';

const PageTitleContext = createContext<{ title: string; setTitle: (title: string) => void }>({
  title: '',
  setTitle: () => {},
});

export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [title, setTitle] = useState('');
  return <PageTitleContext.Provider value={{ title, setTitle }}>{children}</PageTitleContext.Provider>;
}

export const usePageTitleText = (): string => useContext(PageTitleContext).title;

/** Sets the header's centre title and the browser tab's title for the current page, in the language shown. */
export function usePageTitle(title: string): void {
  const { setTitle } = useContext(PageTitleContext);
  const t = useText();
  useEffect(() => {
    setTitle(title);
    document.title = title ? t('layout.pageTitle', { title }) : t('layout.portalName');
  }, [title, setTitle, t]);
}
