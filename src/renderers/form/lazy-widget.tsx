import { Suspense, type ComponentType } from 'react';
import { lazyWithWords } from '../language/lazy-with-words';
import type { Field, FieldProps, Widget, WidgetProps } from '@rjsf/utils';

/** Marks a field whose code is on its way: what puts focus on a form's first field waits for it (PortalDialog). */
export const LOADING_WIDGET = 'data-loading-widget';

/**
 * A component whose code loads the first time it renders. RJSF accepts only functions as
 * widgets and fields (not React.lazy objects), hence the wrapper; the fallback, an empty marker,
 * keeps the rest of the form on screen while the code arrives.
 */
function deferred<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>): ComponentType<Props> {
  const Lazy = lazyWithWords(load);
  return function Deferred(props: Props) {
    return (
      <Suspense fallback={<span hidden {...{ [LOADING_WIDGET]: '' }} />}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/** A widget whose code loads the first time a form uses it. */
export const lazyWidget = (load: () => Promise<{ default: ComponentType<WidgetProps> }>): Widget => deferred(load);

/** A field (`ui:field`) whose code loads the first time a form uses it. */
export const lazyField = (load: () => Promise<{ default: ComponentType<FieldProps> }>): Field => deferred(load);
