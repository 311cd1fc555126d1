import { useEffect } from 'react';
import { focusWhenReady } from '../frame/focus-when-ready';

/**
 * The path focus last arrived on: the page's first screen keeps the browser's own focus, and a
 * screen drawn again on the same path (the language switch redraws the page) is no arrival.
 */
let arrivedAt: string | undefined;

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
    const previous = arrivedAt;
    arrivedAt = pathname;
    const main = document.querySelector('main');
    if (previous === undefined || previous === pathname || !main) return;
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
