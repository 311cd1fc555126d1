import type { WidgetProps } from '@rjsf/utils';
import PrimeSelectWidget from '@rjsf/primereact/lib/SelectWidget/SelectWidget.js';

/**
 * @rjsf/primereact's drop-down, named by its field's label: the label's `for` points at the
 * drop-down's wrapper, not at the input that takes focus, so without this a screen reader hears
 * only "textbox" (the label carries the id `<field>__label`, see FieldTemplate and
 * MultiSchemaFieldTemplate). PrimeReact hands `aria-*` props to that input; its camel-case
 * `ariaLabelledBy` prop is one it keeps to itself, so the attribute is given by its own name.
 * The drop-down's button, its hidden native select and its search box are named by the label too
 * (axe aria-command-name, select-name, label), as the account picker's and the table filters' are.
 */
export default function SelectWidget(props: WidgetProps) {
  const named = !props.hideLabel && Boolean(props.label);
  // Its hidden native select, its open button and the search box of a long list (countries) are
  // named by the label too (axe select-name, aria-command-name, label).
  const parts = props.label ? { pt: { select: { 'aria-label': props.label }, trigger: { 'aria-label': props.label }, filterInput: { 'aria-label': props.label } } } : {};
  const prime = { ...(named ? { 'aria-labelledby': `${props.id}__label` } : {}), ...parts, ...(props.options.prime as object | undefined) };
  return <PrimeSelectWidget {...props} options={{ ...props.options, prime }} />;
}
