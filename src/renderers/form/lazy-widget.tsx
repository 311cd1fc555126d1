import { lazy, Suspense, type ComponentType } from 'react';
import type { Field, FieldProps, Widget, WidgetProps } from '@rjsf/utils';

/**
 * A widget whose code loads the first time a form uses it. RJSF accepts only functions as
 * widgets (not React.lazy objects), hence the wrapper; the empty fallback keeps the rest of
 * the form on screen while the widget arrives.
 */
export function lazyWidget(load: () => Promise<{ default: ComponentType<WidgetProps> }>): Widget {
  const LazyWidget = lazy(load);
  return function DeferredWidget(props: WidgetProps) {
    return (
      <Suspense fallback={null}>
        <LazyWidget {...props} />
      </Suspense>
    );
  };
}

/** A field (`ui:field`) whose code loads the first time a form uses it, like lazyWidget. */
export function lazyField(load: () => Promise<{ default: ComponentType<FieldProps> }>): Field {
  const LazyField = lazy(load);
  return function DeferredField(props: FieldProps) {
    return (
      <Suspense fallback={null}>
        <LazyField {...props} />
      </Suspense>
    );
  };
}
