/**
 * What every machine that confirms a call to the server is handed, both injected so tests
 * control them: XState's Clock has no now() (card expiry is judged by this one; tests pass their
 * SimulatedClock), and one idempotency key per confirmed attempt (tests count them).
 */
export interface AttemptInput {
  clock?: { now(): number };
  newIdempotencyKey?: () => string;
}

/** The real clock and random keys where a test injected none. */
export function attemptDefaults(input: AttemptInput): Required<AttemptInput> {
  return {
    clock: input.clock ?? { now: () => Date.now() },
    newIdempotencyKey: input.newIdempotencyKey ?? (() => globalThis.crypto.randomUUID()),
  };
}
