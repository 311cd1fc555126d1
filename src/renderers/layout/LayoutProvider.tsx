import { Fragment, startTransition, useEffect, useMemo, useState, type ReactNode } from 'react';
import { translatedLayout } from '../../engine/layout/translated-layout';
import { readServedLayout } from '../../engine/layout/served-layout';
import { allWordsArrived } from '../../engine/messages/catalogue';
import type { ResolvedLayout } from '../../engine/layout/types';
import { useLanguage } from '../language/language-context';
import { ShellFrame } from '../shell/ShellFrame';
import { LayoutContext } from './layout-context';
import { useDefaultLayout } from './use-default-layout';
import { useServerLayout, type ServedLayout } from './use-server-layout';

/**
 * Provides the layout the portal runs with: the tenant's, as the server serves it (the built-in
 * default with the tenant folder's layer and the published override merged and checked there).
 * The engine checks what routing stands on again; should it be refused or missing, the built-in
 * default layout still gives a working portal rather than a broken one.
 */
export function LayoutProvider({ children }: { children: ReactNode }) {
  const served = useServerLayout();
  const checked = useMemo(() => (served === undefined ? undefined : layoutOf(served)), [served]);
  const fallback = useDefaultLayout(checked === null);
  const { language } = useLanguage();
  // The login page words the layout with its own words only: once every screen's have arrived, again.
  const [allWords, setAllWords] = useState(false);
  // A transition: a page the server drew may still be hydrating its screen (whose chunk brought
  // these words), and an urgent update would make React drop the drawn screen and what was typed in it.
  useEffect(() => void allWordsArrived.then(() => startTransition(() => setAllWords(true))), []);
  // The layout's titles, menus and column headers in the reader's language (the texts' translations);
  // the shell and screen below are keyed by it, so a switch re-draws them all, session and route kept.
  const layout = useMemo(() => {
    const resolved = checked ?? fallback;
    return resolved && translatedLayout(resolved);
  }, [checked, fallback, language, allWords]);
  if (!layout) return <ShellFrame />;
  return (
    <LayoutContext.Provider value={layout}>
      <Fragment key={language}>{children}</Fragment>
    </LayoutContext.Provider>
  );
}

/** The served layout, or null when there is none or it was refused. */
function layoutOf(served: ServedLayout): ResolvedLayout | null {
  if (!served) return null;
  try {
    return readServedLayout(served.document, served.source);
  } catch (error) {
    console.error('The layout the server served was refused; using the built-in default layout:', error);
    return null;
  }
}
