import type { FieldPathList, FieldProps } from '@rjsf/utils';
import type { Schemas } from '../../../engine/api/types';
import { subdivisionsOf } from '../../../engine/address/subdivisions';
import { addressAfterCountry, addressAfterPick, addressUiSchema, type AddressValue } from './address-pick';

/**
 * `"ui:field": "address"` on an address object (street1, city, state, zipcode, country): the
 * object rendered as usual (RJSF's ObjectField) with its children wired together — street1
 * suggests addresses and a pick fills the whole object, country is the ISO select, state the
 * chosen country's subdivisions. A widget cannot see its siblings; this field can.
 */
export default function AddressSuggestField(props: FieldProps<AddressValue>) {
  const { registry, formData, uiSchema, onChange, fieldPathId } = props;
  const ObjectField = registry.fields.ObjectField;
  const onAddressPick = (address: Schemas['Address']) => onChange(addressAfterPick(formData, address, subdivisionsOf), fieldPathId.path);
  // A new country takes a state that is not one of its subdivisions with it.
  const onChildChange: FieldProps<AddressValue>['onChange'] = (value, path: FieldPathList, errorSchema, id) => {
    const own = fieldPathId.path;
    const isCountry = path.length === own.length + 1 && path[own.length] === 'country' && own.every((part, i) => part === path[i]);
    onChange(value, path, errorSchema, id);
    // Only the state is cleared, by its own path: writing the whole object back from this render's
    // formData would undo what was typed into its siblings since (RJSF applies path changes in turn).
    if (isCountry && value !== formData?.country && addressAfterCountry(formData, value, subdivisionsOf).state !== formData?.state) onChange(undefined, [...own, 'state']);
  };
  return <ObjectField {...props} onChange={onChildChange} uiSchema={addressUiSchema(uiSchema, formData, onAddressPick)} />;
}
