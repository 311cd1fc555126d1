import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * What a visitor typed into a form the server drew before the scripts arrived: React hydrates
 * the inputs as they are (it does not overwrite their values) but its state still holds what the
 * server drew, and the next render would put that back. Once mounted, every text field whose
 * value differs from the form's data is handed to `onTyped` with the data as it is then (a field
 * typed after hydration but before this effect ran is in it already), so the state starts from
 * what is on screen. A form the browser drew itself has nothing to hand on.
 */
export function useTypedBeforeHydration<T extends Readonly<Record<string, unknown>>>(
  form: RefObject<HTMLFormElement | null>,
  fields: T,
  idOf: (name: string) => string,
  onTyped: (data: T, typed: Record<string, string>) => void,
): void {
  const latest = useRef(fields);
  latest.current = fields;
  const handOn = useRef(onTyped);
  handOn.current = onTyped;
  // A layout effect: handed on within the hydration's commit, so the screen draws it before the
  // render marking the form hydrated (useHydrated, from a passive effect), which would otherwise
  // put the drawn (empty) value back on screen until the screen's state caught up.
  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    const data = latest.current;
    const typed: Record<string, string> = {};
    for (const name of Object.keys(data)) {
      const input = element.elements.namedItem(idOf(name));
      if (input instanceof HTMLInputElement && input.type !== 'checkbox' && input.type !== 'radio' && input.value !== '' && input.value !== (data[name] ?? '')) typed[name] = input.value;
    }
    if (Object.keys(typed).length) handOn.current(data, typed);
    // Once, as the form mounts (hydrates): later typing goes through React.
  }, []);
}
