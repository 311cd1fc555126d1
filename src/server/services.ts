/** What handlers get besides the database: adapters to the outside world and clocks. */
export interface Services {
  now(): Date;
  /** Sliding session lifetime; 60 minutes (spec 2 §9). */
  sessionTtlMs: number;
}

export function defaultServices(overrides: Partial<Services> = {}): Services {
  return { now: () => new Date(), sessionTtlMs: 60 * 60 * 1000, ...overrides };
}
