import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';

const PageTitleContext = createContext<{ title: string; setTitle: (title: string) => void }>({
  title: '',
  setTitle: () => {},
});

export function PageTitleProvider({ children }: { children: ReactNode }) {
  const [title, setTitle] = useState('');
  return <PageTitleContext.Provider value={{ title, setTitle }}>{children}</PageTitleContext.Provider>;
}

export const usePageTitleText = (): string => useContext(PageTitleContext).title;

/** Sets the header's centre title and the browser tab's title for the current page. */
export function usePageTitle(title: string): void {
  const { setTitle } = useContext(PageTitleContext);
  useEffect(() => {
    setTitle(title);
    document.title = title ? `${title} · Beneficiary Portal` : 'Beneficiary Portal';
  }, [title, setTitle]);
}
