import { Suspense, use, type ComponentType } from 'react';
import { translationsLoaded } from '../../engine/i18n/translations';
import type { Field, FieldProps, Widget, WidgetProps } from '@rjsf/utils';

/** Marks a field whose code is on its way: what puts focus on a form's first field waits for it (PortalDialog). */
export const LOADING_WIDGET = 'data-loading-widget';

const parts = new Map<() => Promise<unknown>, Promise<unknown>>();

/**
 * A widget's or field's code and the words of the message sets it imports (as lazyWithWords), asked
 * for once per loader: by its first render, or ahead of it (preload-form-parts.ts). Once settled,
 * `use` reads it without suspending, so a part asked for ahead is drawn with the rest of its form.
 */
export function loadPart<Module>(load: () => Promise<Module>): Promise<Module> {
  let part = parts.get(load) as Promise<Module> | undefined;
  if (!part) {
    const loading = load().then(async (module) => {
      await translationsLoaded();
      return module;
    });
    loading.then(
      // Settled as React's `use` reads a promise it may draw from at once.
      (module) => Object.assign(loading, { status: 'fulfilled', value: module }),
      // Asked again on the next render (a lost connection is not the end of the form).
      () => parts.delete(load),
    );
    parts.set(load, (part = loading));
  }
  return part;
}

/**
 * A component whose code loads the first time it renders, or was loaded ahead. RJSF accepts only
 * functions as widgets and fields (not React.lazy objects), hence the wrapper; the fallback, an
 * empty marker, keeps the rest of the form on screen while the code arrives. The wrapper's shape
 * is the same either way, so a part whose code arrives is never drawn anew (focus stays in it).
 */
function deferred<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>): ComponentType<Props> {
  function Part(props: Props) {
    const { default: Component } = use(loadPart(load));
    return <Component {...props} />;
  }
  return function Deferred(props: Props) {
    return (
      <Suspense fallback={<span hidden {...{ [LOADING_WIDGET]: '' }} />}>
        <Part {...props} />
      </Suspense>
    );
  };
}

/** A widget whose code loads the first time a form uses it. */
export const lazyWidget = (load: () => Promise<{ default: ComponentType<WidgetProps> }>): Widget => deferred(load);

/** A field (`ui:field`) whose code loads the first time a form uses it. */
export const lazyField = (load: () => Promise<{ default: ComponentType<FieldProps> }>): Field => deferred(load);
