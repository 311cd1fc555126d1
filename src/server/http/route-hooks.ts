/**
 * A route's own hooks of one name (none, one, or a list) with one more after them: how the upload
 * readers add theirs to the operation routes without replacing what the route already has.
 */
export function withHook<H>(existing: H | H[] | undefined, hook: H): H | H[] {
  return existing ? [...(Array.isArray(existing) ? existing : [existing]), hook] : hook;
}
