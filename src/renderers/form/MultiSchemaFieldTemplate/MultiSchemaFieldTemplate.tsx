import { cloneElement, isValidElement } from 'react';
import { getUiOptions, type MultiSchemaFieldTemplateProps } from '@rjsf/utils';
import { messageText } from '../../../engine/messages/catalogue';

/**
 * A choice between schemas (the signup's way to pay) with its drop-down labelled: rjsf draws the
 * selector bare, with no label, and our SelectWidget names itself by `<id>__label`, which no
 * field template made here. The words come from `ui:options.selectorLabel` (a message key or a
 * text), else the field's title.
 */
export default function MultiSchemaFieldTemplate({ selector, optionSchemaField, uiSchema, schema }: MultiSchemaFieldTemplateProps) {
  const selectorProps = isValidElement<{ id?: string; label?: string }>(selector) ? selector.props : {};
  const words = getUiOptions(uiSchema).selectorLabel;
  const label = typeof words === 'string' ? messageText(words) : (schema.title ?? selectorProps.label);
  // rjsf hides an object's selector label (the object titles itself); here the label is drawn, so the widget points at it.
  const shown = label && isValidElement<{ hideLabel?: boolean; label?: string }>(selector) ? cloneElement(selector, { hideLabel: false, label }) : selector;
  return (
    <div className="multi-schema">
      {selector && (
        <div className="form-field">
          {label && selectorProps.id && (
            <label id={`${selectorProps.id}__label`} htmlFor={selectorProps.id} className="form-field__label">
              {label}
            </label>
          )}
          {shown}
        </div>
      )}
      {optionSchemaField}
    </div>
  );
}
