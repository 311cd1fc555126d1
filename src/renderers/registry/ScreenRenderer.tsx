import { Suspense } from 'react';
import type { ResolvedScreen } from '../../engine/layout';
import { usePrefetchForm } from './prefetch-form';
import { usePrefetchRows } from '../table/early-rows';
import { Loading } from '../shell/Loading';
import { ScreenErrorBoundary } from '../shell/ScreenErrorBoundary';
import { pickRenderer } from './pick-renderer';
import { screenRenderers } from './screen-renderers';
import { UnknownScreen } from './UnknownScreen';

/** Renders a layout screen with the best renderer of the registry. */
export function ScreenRenderer({ screen }: { screen: ResolvedScreen }) {
  const Renderer = pickRenderer(screenRenderers, screen, UnknownScreen);
  usePrefetchForm(screen.form);
  // A list's rows come beside the table's code rather than after it (issue 25: /accounts).
  usePrefetchRows(screen);
  return (
    <ScreenErrorBoundary key={screen.id}>
      <Suspense fallback={<Loading />}>
        <Renderer screen={screen} />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
