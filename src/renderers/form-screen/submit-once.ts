import type { SubmitOutcome } from '../schema-form/use-submit';

/** Submits made on arrival, by screen and query: an emailed link's key is single-use, and React may mount twice. */
const made = new Map<string, Promise<SubmitOutcome>>();

/** The submit of `key` (a screen's id and its query values), made once however often the page draws. */
export function submitOnce(key: string, submit: () => Promise<SubmitOutcome>): Promise<SubmitOutcome> {
  let pending = made.get(key);
  if (!pending) {
    pending = submit();
    made.set(key, pending);
  }
  return pending;
}
