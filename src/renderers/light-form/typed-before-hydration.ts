import { useLayoutEffect, useRef, type RefObject } from 'react';

/** A field's place in the answers: `['user_id']`, an address's `['delivery_address', 'zipcode']`. */
export type FieldPath = readonly string[];

/** The answer at a path, undefined where the path leads nowhere. */
export const answerAt = (data: unknown, path: FieldPath): unknown => path.reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), data);

/**
 * What a visitor typed (or picked) in a form the server drew before the scripts arrived: React
 * hydrates the inputs as they are (it does not overwrite their values) but its state still holds
 * what the server drew, and the next render would put that back. Once mounted, every text box and
 * drop-down whose value differs from the form's data is handed to `onTyped`, by its path, with the
 * data as it is then (a field typed after hydration but before this effect ran is in it already),
 * so the state starts from what is on screen. A form the browser drew itself has nothing to hand on.
 */
export function useTypedBeforeHydration<T extends object>(
  form: RefObject<HTMLFormElement | null>,
  data: T,
  paths: readonly FieldPath[],
  idOf: (path: FieldPath) => string,
  onTyped: (data: T, typed: readonly (readonly [FieldPath, string])[]) => void,
): void {
  const latest = useRef({ data, paths });
  latest.current = { data, paths };
  const handOn = useRef(onTyped);
  handOn.current = onTyped;
  // A layout effect: handed on within the hydration's commit, so the screen draws it before the
  // render marking the form hydrated (useHydrated, from a passive effect), which would otherwise
  // put the drawn (empty) value back on screen until the screen's state caught up.
  useLayoutEffect(() => {
    const element = form.current;
    if (!element) return;
    const { data, paths } = latest.current;
    const typed: (readonly [FieldPath, string])[] = [];
    for (const path of paths) {
      const input = element.elements.namedItem(idOf(path));
      const box = (input instanceof HTMLInputElement && input.type !== 'checkbox' && input.type !== 'radio') || input instanceof HTMLSelectElement;
      if (box && input.value !== '' && input.value !== (answerAt(data, path) ?? '')) typed.push([path, input.value]);
    }
    if (typed.length) handOn.current(data, typed);
    // Once, as the form mounts (hydrates): later typing goes through React.
  }, []);
}
