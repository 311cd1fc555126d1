import { buttonId, getTemplate, getUiOptions, isFixedItems, titleId, type ArrayFieldTemplateProps } from '@rjsf/utils';
import { Fieldset } from 'primereact/fieldset';

/**
 * @rjsf/primereact's list layout, taking its Add button from the theme's ButtonTemplates (theirs
 * imports its own directly, so a list could never be given words: "Add Item" on every list).
 */
export default function ArrayFieldTemplate(props: ArrayFieldTemplateProps) {
  const { uiSchema, fieldPathId, canAdd, className, disabled, items, optionalDataControl, onAddClick, readonly, schema, title, registry, required } = props;
  const uiOptions = getUiOptions(uiSchema);
  const ArrayFieldDescriptionTemplate = getTemplate('ArrayFieldDescriptionTemplate', registry, uiOptions);
  const ArrayFieldTitleTemplate = getTemplate('ArrayFieldTitleTemplate', registry, uiOptions);
  const { AddButton } = registry.templates.ButtonTemplates;
  const inTitle = !readonly && !disabled;
  return (
    <>
      <ArrayFieldTitleTemplate
        fieldPathId={fieldPathId}
        title={uiOptions.title || title}
        schema={schema}
        uiSchema={uiSchema}
        required={required}
        registry={registry}
        optionalDataControl={inTitle ? optionalDataControl : undefined}
      />
      {/* The items are a group named by the list's title: PrimeReact makes them a region named by
          the fieldset's (empty) legend, a landmark every list would share. */}
      <Fieldset
        id={fieldPathId.$id}
        className={`${className ?? ''}${isFixedItems(schema) ? '' : ' sortable-form-fields'}`}
        pt={{ toggleableContent: { role: 'group', 'aria-labelledby': titleId(fieldPathId) } }}
      >
        <ArrayFieldDescriptionTemplate fieldPathId={fieldPathId} description={uiOptions.description || schema.description} schema={schema} uiSchema={uiSchema} registry={registry} />
        <div>
          <div>
            {!inTitle ? optionalDataControl : undefined}
            {items}
          </div>
          {canAdd && (
            <div className="array-field__add">
              <AddButton id={buttonId(fieldPathId, 'add')} className="rjsf-array-item-add" onClick={onAddClick} disabled={disabled || readonly} uiSchema={uiSchema} registry={registry} />
            </div>
          )}
        </div>
      </Fieldset>
    </>
  );
}
