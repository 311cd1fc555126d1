import { useEffect, useLayoutEffect, useRef } from 'react';
import { Dialog, type DialogProps } from 'primereact/dialog';
import { focusWhenReady } from './focus-when-ready';
import { LOADING_WIDGET } from '../form/lazy-widget';

/** The dialog on top: PrimeReact draws each in a portal at the end of the body. */
const topDialog = () => [...document.querySelectorAll<HTMLElement>('.p-dialog')].at(-1);

const FIELD = '.p-dialog-content :is(input:not([type=hidden]), select, textarea):not(:disabled)';
/** The primary action: a form's submit in the content, else the footer's last button (Confirm after Back). */
const PRIMARY = '.p-dialog-content .form-actions [type=submit]:not(:disabled), .p-dialog-footer .p-button:not(:disabled):last-child';

/**
 * Focus on the dialog's first field, else its primary action; never on its Close button. Not
 * while a field's code is still on its way (the first field drawn may not be the form's first),
 * and no longer once focus is inside the dialog: the reader, or a refused submit, put it there.
 */
function focusFirst(): () => void {
  const dialog = topDialog();
  if (!dialog) return () => undefined;
  const opened = document.activeElement;
  return focusWhenReady(dialog, () => {
    const now = document.activeElement;
    if (now !== opened && now !== dialog && dialog.contains(now)) return true;
    if (dialog.querySelector(`.p-dialog-content [${LOADING_WIDGET}]`)) return false;
    const target = dialog.querySelector<HTMLElement>(FIELD) ?? dialog.querySelector<HTMLElement>(PRIMARY);
    target?.focus();
    return target !== null;
  });
}

/**
 * PrimeReact's Dialog as every dialog of the portal opens and closes for a keyboard (issue 24): it
 * opens on its first field or primary action, not on Close (PrimeReact's own choice, the first
 * focusable), moves there again on each new `step` (a refund's confirmation), and gives focus back
 * to what opened it when it closes (else the screen's heading), never to the page's body.
 */
export function PortalDialog({ step, onShow, visible, ...props }: DialogProps & { step?: string }) {
  const stopWaiting = useRef<() => void>(undefined);
  useLayoutEffect(() => {
    if (!visible) return;
    const opener = document.activeElement;
    return () => {
      stopWaiting.current?.();
      // The opener may have gone with a table's reload: the screen's heading then.
      const back = opener instanceof HTMLElement && opener.isConnected && opener !== document.body ? opener : document.querySelector<HTMLElement>('main h1[tabindex="-1"]');
      back?.focus();
    };
  }, [visible]);

  const shownStep = useRef(step);
  useEffect(() => {
    if (step === shownStep.current) return;
    shownStep.current = step;
    stopWaiting.current?.();
    stopWaiting.current = focusFirst();
  }, [step]);

  return (
    <Dialog
      {...props}
      visible={visible}
      focusOnShow={false}
      onShow={() => {
        stopWaiting.current = focusFirst();
        onShow?.();
      }}
    />
  );
}
