import { useEffect, useRef } from 'react';

const TOOK_FOCUS = 'main :is(input, select, textarea, h1, h2, h3)';

/**
 * Focus on the screen's heading on each new step of a flow (`step`: any name that changes when the
 * step does), as on a route change (routing/use-arrival-focus): the button that was pressed went
 * with the old step, and focus would fall to the page's body. What took focus itself keeps it: the
 * new step's autofocus field (register's code), the field Enter was pressed in, a step's own heading
 * (signup's "Check your email"). Called by whatever draws the steps, however deep in the screen.
 */
export function useStepFocus(step: string): void {
  const shown = useRef(step);
  useEffect(() => {
    if (step === shown.current) return;
    shown.current = step;
    if (document.activeElement?.matches(TOOK_FOCUS)) return;
    focusHeading();
  }, [step]);
}

/** The screen's heading (the main landmark's h1), focusable by script as it is (ScreenFrame) or made so. */
export function focusHeading(): void {
  const heading = document.querySelector<HTMLElement>('main h1');
  if (!heading) return;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
}

/**
 * After a wait in which the screen disabled its buttons (the pressed one included, which drops
 * focus to the page's body), focus goes to the screen's heading, unless the user already put it
 * somewhere: a keyboard user goes on from the screen rather than from the top of the page.
 */
export function useFocusAfterWait(busy: boolean): void {
  const waited = useRef(busy);
  useEffect(() => {
    if (busy) {
      waited.current = true;
      return;
    }
    if (!waited.current) return;
    waited.current = false;
    if (!document.activeElement || document.activeElement === document.body) focusHeading();
  }, [busy]);
}
