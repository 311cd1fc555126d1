import { useState, type ChangeEvent } from 'react';
import { ariaDescribedByIds, type FieldProps } from '@rjsf/utils';
import { InputText } from 'primereact/inputtext';
import { formWidgetMessages } from '../../../engine/messages/form-widgets';

const parse = (text: string) => [...new Set(text.split(/[\s,]+/).filter(Boolean))];

/**
 * A short list of strings (a user's account numbers) typed in one box, separated by commas or
 * spaces, rather than one input and an Add button per item.
 */
export default function StringListField({ fieldPathId, formData, onChange, onBlur, disabled, readonly, schema, uiSchema, rawErrors = [] }: FieldProps<string[]>) {
  const id = fieldPathId.$id;
  const current = Array.isArray(formData) ? formData : [];
  // The text as typed ("123, "), so a trailing separator survives until the next item.
  const [text, setText] = useState(current.join(', '));
  // The list changed from outside (a record loaded): show it.
  if (parse(text).join(',') !== current.join(',')) setText(current.join(', '));
  const title = (uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? '';

  return (
    <>
      <label htmlFor={id} className="form-field__label">
        {title}
      </label>
      <InputText
        id={id}
        value={text}
        disabled={disabled || readonly}
        invalid={rawErrors.length > 0}
        placeholder={(uiSchema?.['ui:placeholder'] as string | undefined) ?? formWidgetMessages.stringListPlaceholder}
        aria-describedby={ariaDescribedByIds(id)}
        onChange={({ target }: ChangeEvent<HTMLInputElement>) => {
          setText(target.value);
          onChange(parse(target.value), fieldPathId.path);
        }}
        onBlur={() => onBlur(id, current)}
      />
    </>
  );
}
