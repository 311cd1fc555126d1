import type { ComponentType } from 'react';
import { lazyWithWords } from '../language/lazy-with-words';
import type { BuiltForm } from '../../engine/forms';
import LightForm from '../light-form/LightForm';
import { pickRanked } from '../registry/pick-renderer';
import { isSimpleForm } from '../light-form/simple-form';
import type { FormRendererProps, SchemaFormProps } from './schema-form-props';

/** How well a renderer fits a form; below 1 means "not at all" (as the screen registry's testers). */
export type FormTester = (form: BuiltForm) => number;

export interface FormRendererEntry {
  tester: FormTester;
  renderer: ComponentType<FormRendererProps>;
}

/** The RJSF renderer's chunk: a screen whose next step RJSF draws (the signup's details after its light address step) asks for it ahead. */
export const loadRjsfForm = () => import('./RjsfForm');

/**
 * The form renderers, `{ tester, renderer }`, highest rank wins (DESIGN convention 1): RJSF draws
 * any form (rank 1) and loads as its own chunk; the light renderer outranks it for simple forms,
 * so the pages that show only those never download RJSF. A tenant adds a higher-ranked entry.
 */
export const formRenderers: readonly FormRendererEntry[] = [
  { tester: () => 1, renderer: lazyWithWords(loadRjsfForm) as ComponentType<SchemaFormProps<object>> },
  { tester: (form) => (isSimpleForm(form) ? 2 : -1), renderer: LightForm as ComponentType<SchemaFormProps<object>> },
];

/** The renderer of the highest-ranked entry that applies; a later entry wins a tie. */
export function pickFormRenderer(registry: readonly FormRendererEntry[], form: BuiltForm): ComponentType<FormRendererProps> {
  const renderer = pickRanked(registry, form);
  if (!renderer) throw new Error('No form renderer applies');
  return renderer;
}
