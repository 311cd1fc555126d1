import { createContext, useContext } from 'react';
import type { ResolvedLayout } from '../../engine/layout';

export const LayoutContext = createContext<ResolvedLayout | undefined>(undefined);

/** The tenant's resolved layout: the one place routes, menus and guards read screens from. */
export function useLayout(): ResolvedLayout {
  const layout = useContext(LayoutContext);
  if (!layout) throw new Error('useLayout is used outside <LayoutProvider>');
  return layout;
}
