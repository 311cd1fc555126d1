/** A problem shown without a field's `<id>__error` id marks itself: `data-problem` names its field's id, or is empty for a problem of no one field. */
const SHOWN_PROBLEM = '[id$="__error"], [data-problem]';

/**
 * Focus the first problem shown in `root`, in the page's order: the field a message speaks of (the
 * input itself, or the first control of a widget that puts its id on a wrapper), else the message
 * itself when it belongs to no field (made focusable by script). Answers whether one took focus.
 */
export function focusFirstShownProblem(root: Element): boolean {
  const message = root.querySelector<HTMLElement>(SHOWN_PROBLEM);
  if (!message) return false;
  const fieldId = message.dataset.problem ?? message.id.replace(/__error$/, '');
  const field = fieldId ? document.getElementById(fieldId) : null;
  const control = field && (field.matches('input, select, textarea, button') ? field : field.querySelector<HTMLElement>('input:not([type=hidden]), select, textarea, [tabindex]'));
  const target = control ?? message;
  if (target === message && !message.hasAttribute('tabindex')) message.tabIndex = -1;
  target.focus();
  target.scrollIntoView?.({ block: 'center' });
  return true;
}
