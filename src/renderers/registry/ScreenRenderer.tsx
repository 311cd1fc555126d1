import { Suspense } from 'react';
import type { ResolvedScreen } from '../../engine/layout';
import { usePrefetchForm } from './prefetch-form';
import { Loading } from '../shell/Loading';
import { ScreenErrorBoundary } from '../shell/ScreenErrorBoundary';
import { pickRenderer } from './pick-renderer';
import { screenRenderers } from './screen-renderers';
import { UnknownScreen } from './UnknownScreen';

/** Renders a layout screen with the best renderer of the registry. */
export function ScreenRenderer({ screen }: { screen: ResolvedScreen }) {
  const Renderer = pickRenderer(screenRenderers, screen, UnknownScreen);
  usePrefetchForm(screen.form);
  return (
    <ScreenErrorBoundary key={screen.id}>
      <Suspense fallback={<Loading />}>
        <Renderer screen={screen} />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
