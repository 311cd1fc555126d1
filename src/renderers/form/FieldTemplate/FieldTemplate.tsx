import {
  getTemplate,
  getUiOptions,
  type FieldTemplateProps,
  type FormContextType,
  type RJSFSchema,
  type StrictRJSFSchema,
} from '@rjsf/utils';

/**
 * @rjsf/primereact's field layout, with a label whose text is the field's title alone (and an id
 * widgets whose focusable element is not the labelled one name themselves by): the
 * required asterisk is drawn by CSS with empty alternative text (the input carries `required`),
 * so a screen reader announces "Password, required" rather than "Password star".
 */
export default function FieldTemplate<T = unknown, S extends StrictRJSFSchema = RJSFSchema, F extends FormContextType = FormContextType>(
  props: FieldTemplateProps<T, S, F>,
) {
  const { id, label, required, children, errors, help, displayLabel, description, rawDescription, hidden, uiSchema, registry } = props;
  const uiOptions = getUiOptions<T, S, F>(uiSchema);
  const WrapIfAdditionalTemplate = getTemplate<'WrapIfAdditionalTemplate', T, S, F>('WrapIfAdditionalTemplate', registry, uiOptions);

  if (hidden) return <div style={{ display: 'none' }}>{children}</div>;

  const showLabel = displayLabel && uiOptions.widget !== 'checkbox';
  // A box whose label the form hides (`ui:label: false`, a list of words) is still named by it.
  const hiddenLabel = !displayLabel && uiOptions.label === false && typeof uiOptions.title === 'string' && uiOptions.title !== '';
  return (
    <WrapIfAdditionalTemplate {...props}>
      <div className="form-field">
        {showLabel && label && (
          <label id={`${id}__label`} htmlFor={id} className={required ? 'form-field__label form-field__label--required' : 'form-field__label'}>
            {label}
          </label>
        )}
        {hiddenLabel && (
          <label htmlFor={id} className="visually-hidden">
            {uiOptions.title as string}
          </label>
        )}
        {children}
        {showLabel && rawDescription && <small>{description}</small>}
        {/* Help before the errors: the help stays beside its field, the message comes after it (issue 24). */}
        {help}
        {errors}
      </div>
    </WrapIfAdditionalTemplate>
  );
}
