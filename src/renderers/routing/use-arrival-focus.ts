import { useEffect } from 'react';
import { focusWhenReady } from '../frame/focus-when-ready';

/** Whether a screen has been shown since the page loaded: the first keeps the browser's own focus. */
let screensShown = 0;

/** A field that took focus itself on arrival (autofocus: Log In's Username) keeps it. */
const fieldHasFocus = (main: Element) => main.contains(document.activeElement) && document.activeElement?.matches('input, select, textarea') === true;

/**
 * Focus on the new screen's heading after every in-app route change (a redirect after Log In
 * included), so a screen reader says where the user is and Tab starts from the new content, not
 * from the link that was pressed (gone with the old screen, which drops focus to the body). Done
 * here once for every kind of screen: the heading is the main landmark's first h1, which may come
 * after the screen's chunk or its data, so it is awaited.
 */
export function useArrivalFocus(pathname: string): void {
  useEffect(() => {
    const first = screensShown === 0;
    screensShown += 1;
    const main = document.querySelector('main');
    if (first || !main) return;
    const focusHeading = () => {
      if (fieldHasFocus(main)) return true;
      const heading = main.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
      return true;
    };
    return focusWhenReady(main, focusHeading);
  }, [pathname]);
}
