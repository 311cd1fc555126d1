import type { WidgetProps } from '@rjsf/utils';
import PrimeRadioWidget from '@rjsf/primereact/lib/RadioWidget/RadioWidget.js';

/**
 * @rjsf/primereact's radio buttons as one group named by its field's label: their own labels
 * name each button ("Deliver", "Fill"), but nothing told a screen reader what the choice is
 * ("Order"). The group carries the field's id, so a refused submit can focus its first button.
 */
export default function RadioWidget(props: WidgetProps) {
  const named = !props.hideLabel && Boolean(props.label);
  return (
    <div role="radiogroup" id={props.id} aria-labelledby={named ? `${props.id}__label` : undefined}>
      <PrimeRadioWidget {...props} />
    </div>
  );
}
