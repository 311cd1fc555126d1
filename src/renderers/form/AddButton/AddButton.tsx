import { getUiOptions, TranslatableString, type IconButtonProps } from '@rjsf/utils';
import { Button } from 'primereact/button';
import { messageText } from '../../../engine/messages/catalogue';

/**
 * A list's Add button, worded by its form document (`ui:options.addLabel`, a message key or a
 * text: "Add another phone number"), else the theme's "Add Item" (portal-strings.ts: in the reader's language).
 */
export default function AddButton({ uiSchema, registry, color: _color, icon: _icon, iconType: _iconType, ...props }: IconButtonProps) {
  const addLabel = getUiOptions(uiSchema).addLabel;
  const label = typeof addLabel === 'string' ? messageText(addLabel) : registry.translateString(TranslatableString.AddItemButton);
  return <Button type="button" label={label} icon="pi pi-plus" outlined severity="secondary" size="small" {...(props as object)} />;
}
