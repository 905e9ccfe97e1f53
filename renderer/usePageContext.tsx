import { createContext, useContext, type ReactNode } from 'react';
import type { PageContext } from 'vike/types';

const Context = createContext<PageContext | null>(null);

export function PageContextProvider({ pageContext, children }: { pageContext: PageContext; children: ReactNode }) {
  return <Context.Provider value={pageContext}>{children}</Context.Provider>;
}

export function usePageContext(): PageContext {
  const pageContext = useContext(Context);
  if (!pageContext) throw new Error('usePageContext() outside PageContextProvider');
  return pageContext;
}
