import type { CatalogOperation } from './operation-catalog';
import { flowRules, isFlowName, type FlowRule } from './flows';
import type { ResolvedScreen } from './types';

interface Problem {
  path: string;
  message: string;
}

/**
 * A flow screen names its flow (src/engine/layout/flows.ts), submits to that flow's operation, and
 * says how each of the flow's steps is drawn: a form step names a form the tenant has, a renderer
 * step one of the renderers that step takes; the step whose answers the operation checks (x-form)
 * names that form. The screen's own `form` is refused (its forms are its steps'), and so are
 * `flow` and `steps` on a screen of another kind.
 */
export function checkFlowScreen(
  screen: ResolvedScreen,
  submit: CatalogOperation | undefined,
  forms: ReadonlySet<string>,
  at: (...parts: (string | number)[]) => string,
): Problem[] {
  if (screen.kind !== 'flow') {
    return (['flow', 'steps'] as const).filter((option) => screen[option] !== undefined).map((option) => ({ path: at(option), message: `Only a flow screen takes "${option}"; this is a ${screen.kind} screen` }));
  }
  const problems: Problem[] = [];
  if (screen.form !== undefined) problems.push({ path: at('form'), message: 'A flow screen names its forms in its steps' });
  if (!isFlowName(screen.flow)) {
    problems.push({ path: at('flow'), message: screen.flow === undefined ? 'A flow screen needs a flow' : `Unknown flow "${screen.flow}"; the flows are ${Object.keys(flowRules).join(', ')}` });
    return problems;
  }
  const rule: FlowRule = flowRules[screen.flow];
  if (screen.submit !== rule.submit) problems.push({ path: at('submit'), message: `The ${screen.flow} flow submits to ${rule.submit}` });
  const steps = screen.steps ?? {};
  for (const [name, takes] of Object.entries(rule.steps)) {
    const step = Object.hasOwn(steps, name) ? steps[name] : undefined;
    if (!step) {
      problems.push({ path: at('steps', name), message: `The ${screen.flow} flow needs its step "${name}"` });
    } else if (takes === 'form') {
      if (step.form === undefined) problems.push({ path: at('steps', name), message: `The step "${name}" is drawn by a form: it needs "form"` });
      else if (!forms.has(step.form)) problems.push({ path: at('steps', name, 'form'), message: `Unknown form "${step.form}"` });
      else if (name === rule.submitsForm && submit?.form && step.form !== submit.form) problems.push({ path: at('steps', name, 'form'), message: `${rule.submit} takes the answers of form "${submit.form}"` });
      if (step.renderer !== undefined) problems.push({ path: at('steps', name, 'renderer'), message: `The step "${name}" is drawn by a form, not a renderer` });
    } else {
      if (step.renderer === undefined) problems.push({ path: at('steps', name), message: `The step "${name}" is drawn by a renderer: it needs "renderer" (${takes.join(', ')})` });
      else if (!takes.includes(step.renderer)) problems.push({ path: at('steps', name, 'renderer'), message: `No renderer "${step.renderer}" draws the step "${name}"; it takes ${takes.join(', ')}` });
      if (step.form !== undefined) problems.push({ path: at('steps', name, 'form'), message: `The step "${name}" is drawn by a renderer, not a form` });
    }
  }
  for (const name of Object.keys(steps)) {
    if (!Object.hasOwn(rule.steps, name)) problems.push({ path: at('steps', name), message: `The ${screen.flow} flow has no step "${name}"; its steps are ${Object.keys(rule.steps).join(', ')}` });
  }
  return problems;
}
