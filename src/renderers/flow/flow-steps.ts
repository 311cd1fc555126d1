import type { FlowFormStep, FlowName, FlowRendererStep, FlowStepRendererName, ResolvedScreen } from '../../engine/layout';
import type { ScreenChoices } from '../../engine/forms';
import { useFormById, type ScreenForm } from '../schema-form/use-screen-form';

/**
 * The form document the layout draws a flow's step with. The served layout was checked
 * (engine layout/check-flow.ts): a form step names a form, so a missing one is a broken build.
 */
export function stepFormId<F extends FlowName>(screen: ResolvedScreen, flow: F, step: FlowFormStep<F>): string {
  const form = screen.steps?.[step]?.form;
  if (!form) throw new Error(`The ${flow} flow of screen "${screen.id}" draws its step "${step}" with no form`);
  return form;
}

/** The form of a flow's step, as the tenant runs it (suspends while it loads, as useScreenForm does). */
export function useStepForm<F extends FlowName>(screen: ResolvedScreen, flow: F, step: FlowFormStep<F>, choices?: ScreenChoices): ScreenForm {
  return useFormById(stepFormId(screen, flow, step), choices);
}

/**
 * The renderer the layout draws a flow's step with, out of the renderers that step takes: typed by
 * the engine's list of them (layout/flows.ts), so a flow that leaves one out does not compile.
 */
export function stepRenderer<F extends FlowName, S extends FlowRendererStep<F>, M extends Record<FlowStepRendererName<F, S>, unknown>>(screen: ResolvedScreen, flow: F, step: S, renderers: M): M[keyof M] {
  const name = screen.steps?.[step]?.renderer;
  if (name === undefined || !Object.hasOwn(renderers, name)) throw new Error(`The ${flow} flow of screen "${screen.id}" has no renderer "${name}" for its step "${step}"`);
  return renderers[name as keyof M];
}
