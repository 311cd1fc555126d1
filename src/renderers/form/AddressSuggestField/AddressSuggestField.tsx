import type { FieldProps } from '@rjsf/utils';
import type { Schemas } from '../../../engine/api/types';
import { subdivisionsOf } from '../../../engine/address/subdivisions';
import { addressAfterPick, addressUiSchema, type AddressValue } from './address-pick';

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
  return <ObjectField {...props} uiSchema={addressUiSchema(uiSchema, formData, onAddressPick)} />;
}
