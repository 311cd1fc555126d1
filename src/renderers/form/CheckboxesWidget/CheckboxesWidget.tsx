import type { WidgetProps } from '@rjsf/utils';
import PrimeCheckboxesWidget from '@rjsf/primereact/lib/CheckboxesWidget/CheckboxesWidget.js';
import { groupName } from '../input-props';

/**
 * @rjsf/primereact's checkboxes, as one group named by its field's label: the label points at a
 * wrapper no screen reader announces, so without the group each box would be heard alone
 * ("events:read, checkbox") and never as one of the "Scopes". The label's id is FieldTemplate's.
 */
export default function CheckboxesWidget(props: WidgetProps) {
  return (
    <div role="group" className="checkboxes-widget" {...groupName(props)}>
      <PrimeCheckboxesWidget {...props} />
    </div>
  );
}
