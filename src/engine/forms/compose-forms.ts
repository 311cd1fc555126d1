import type { BuiltForm } from './build-form';
import type { CompiledFormValidator, CompiledValidate } from './compiled-validator';

/** A built form with the validators the server compiled for it (the renderers' ScreenForm). */
export type CheckedForm = BuiltForm & { compiled: CompiledFormValidator };

/** The key the composed form's own validator is filed under (RJSF's keys are schema hashes, never this). */
const COMPOSED_ROOT = 'composed-root';

/**
 * Two forms drawn as one, with one submit (a flow step whose own fields sit above a card's or a
 * bank account's, each form its own document a tenant may change): the first form's fields, then
 * the second's, the second's button. Each part keeps its own precompiled validators: the composed
 * root runs both roots on the same answers (their fields apart, so each reports at the same paths
 * it would alone), and the validators RJSF looks sub-schemas up by are merged, their keys being
 * hashes of those sub-schemas. A field both forms name is the first form's.
 */
export function composeForms(first: CheckedForm, second: CheckedForm): CheckedForm {
  const schema = {
    type: 'object' as const,
    required: [...new Set([...(first.schema.required ?? []), ...(second.schema.required ?? [])])],
    properties: { ...second.schema.properties, ...first.schema.properties },
  };
  const roots = [first, second].map(({ compiled }) => compiled.validators[compiled.rootKey]).filter((validate): validate is CompiledValidate => validate !== undefined);
  const root: CompiledValidate = Object.assign(
    (data: unknown) => {
      const errors = roots.flatMap((validate) => (validate(data) ? [] : (validate.errors ?? [])));
      root.errors = errors.length ? errors : null;
      return errors.length === 0;
    },
    { errors: null },
  );
  return {
    schema,
    uiSchema: { ...second.uiSchema, ...first.uiSchema, 'ui:order': composedOrder(first.uiSchema['ui:order'], second.uiSchema['ui:order']) },
    submitLabel: second.submitLabel,
    rules: [...first.rules, ...second.rules],
    uiFields: [...first.uiFields, ...second.uiFields],
    extraFields: [...first.extraFields, ...second.extraFields],
    submitWhenComplete: first.submitWhenComplete || second.submitWhenComplete,
    compiled: { validators: { ...second.compiled.validators, ...first.compiled.validators, [COMPOSED_ROOT]: root }, rootKey: COMPOSED_ROOT, schema },
  };
}

/** Both forms' orders, one after the other; a `*` (every field not named) once, at the end. */
function composedOrder(first: unknown, second: unknown): string[] {
  const names = [first, second].flatMap((order) => (Array.isArray(order) ? order.filter((name): name is string => typeof name === 'string') : []));
  const unique = [...new Set(names.filter((name) => name !== '*'))];
  return names.includes('*') ? [...unique, '*'] : unique;
}
