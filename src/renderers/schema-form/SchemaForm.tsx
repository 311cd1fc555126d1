import { Suspense } from 'react';
import { Loading } from '../shell/Loading';
import { formRenderers, pickFormRenderer } from './form-renderers';
import type { SchemaFormProps } from './schema-form-props';

export type { SchemaFormProps };

/**
 * A form document, drawn by the best renderer of the form registry (light for simple forms,
 * RJSF for the rest): the engine's rules, the spec's messages and the server's precompiled
 * validators whichever draws it.
 */
export function SchemaForm<T extends object>(props: SchemaFormProps<T>) {
  const Renderer = pickFormRenderer(formRenderers, props.form);
  return (
    <Suspense fallback={<Loading />}>
      <Renderer {...props} />
    </Suspense>
  );
}
