import type { WidgetProps } from '@rjsf/utils';
import PrimeRadioWidget from '@rjsf/primereact/lib/RadioWidget/RadioWidget.js';
import { groupName } from '../input-props';

/**
 * @rjsf/primereact's radio buttons as one group named by its field's label: their own labels
 * name each button ("Deliver", "Fill"), but nothing told a screen reader what the choice is
 * ("Order"). The group carries the field's id, so a refused submit can focus its first button.
 */
export default function RadioWidget(props: WidgetProps) {
  return (
    <div role="radiogroup" id={props.id} {...groupName(props)}>
      <PrimeRadioWidget {...props} />
    </div>
  );
}
