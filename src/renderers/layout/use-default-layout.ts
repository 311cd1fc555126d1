import { useEffect, useState } from 'react';
import type { ResolvedLayout } from '../../engine/layout/types';

/**
 * The built-in default layout, loaded only when `needed` (the served layout is missing or was
 * refused): the default document and the schema validator it is checked with weigh ~45 KB
 * compressed, which a healthy page load never pays for.
 */
export function useDefaultLayout(needed: boolean): ResolvedLayout | undefined {
  const [layout, setLayout] = useState<ResolvedLayout>();
  useEffect(() => {
    if (!needed || layout) return;
    let current = true;
    void import('../../engine/layout').then(({ resolveLayout }) => {
      if (current) setLayout(resolveLayout([]));
    });
    return () => {
      current = false;
    };
  }, [needed, layout]);
  return needed ? layout : undefined;
}
