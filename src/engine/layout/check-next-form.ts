import { hasField, type CatalogOperation } from './operation-catalog';
import type { NextForm } from './types';

interface Problem {
  path: string;
  message: string;
}

/**
 * A second form after a form screen's first submit: its form exists, its operation exists and
 * writes, asks no more than the first (no permission the first submit does not need: the screen
 * is opened on the first one's; no bot-check token: the second form asks none), takes the server's
 * answers of its form where it names one, and each carried field is a field of the second request
 * taken from a field of the first answer.
 */
export function checkNextForm(
  then: NextForm,
  first: CatalogOperation | undefined,
  catalog: { operations: Readonly<Record<string, CatalogOperation>>; forms: ReadonlySet<string> },
  at: (...parts: (string | number)[]) => string,
): Problem[] {
  const problems: Problem[] = [];
  if (!catalog.forms.has(then.form)) problems.push({ path: at('then', 'form'), message: `Unknown form "${then.form}"` });
  const second = Object.hasOwn(catalog.operations, then.submit) ? catalog.operations[then.submit] : undefined;
  if (!second) problems.push({ path: at('then', 'submit'), message: `Unknown operation "${then.submit}": no operationId of the API has that name` });
  else {
    if (second.method === 'get') problems.push({ path: at('then', 'submit'), message: `${then.submit} only reads: a form cannot submit to it` });
    if (second.permission !== 'public' && second.permission !== first?.permission) problems.push({ path: at('then', 'submit'), message: `${then.submit} needs ${second.permission}, which the screen's first submit does not` });
    if (second.botCheck) problems.push({ path: at('then', 'submit'), message: `${then.submit} is bot-checked (x-bot-check): a second form asks no bot check` });
    if (second.form && second.form !== then.form) problems.push({ path: at('then', 'form'), message: `${then.submit} takes the answers of form "${second.form}"` });
  }
  for (const [field, from] of Object.entries(then.carry ?? {})) {
    if (second && !second.body?.includes(field)) problems.push({ path: at('then', 'carry', field), message: `${then.submit} takes no field "${field}"` });
    if (first && !hasField(first, from)) problems.push({ path: at('then', 'carry', field), message: `"${from}" is no field of the answer of the first submit` });
  }
  return problems;
}
