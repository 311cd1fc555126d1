import { useEffect, useRef } from 'react';

/**
 * Focus on the screen's heading on each new step of a flow (`step`: any name that changes when the
 * step does), as on a route change (routing/use-arrival-focus): the button that was pressed went
 * with the old step, and focus would fall to the page's body. Called by whatever draws the steps,
 * however deep in the screen.
 */
export function useStepFocus(step: string): void {
  const shown = useRef(step);
  useEffect(() => {
    if (step === shown.current) return;
    shown.current = step;
    document.querySelector<HTMLElement>('main h1[tabindex="-1"]')?.focus();
  }, [step]);
}
