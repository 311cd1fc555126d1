import type { Db } from '../db/database';

/** Transactions that wrote events; weak, so a transaction that rolled back is simply forgotten. */
const emittedIn = new WeakSet<Db>();

/** emitEvent marks its transaction, so its commit can wake the webhook dispatcher at once. */
export function markEmitted(db: Db): void {
  emittedIn.add(db);
}

/** What a commit that wrote events wakes (the webhook dispatcher); the services' `committed` chain calls it. */
export interface EventSignal {
  committed(db: Db): void;
  onEmitted(listener: () => void): void;
}

export function createEventSignal(): EventSignal {
  const listeners: (() => void)[] = [];
  return {
    committed(db) {
      if (emittedIn.delete(db)) for (const listener of listeners) listener();
    },
    onEmitted(listener) {
      listeners.push(listener);
    },
  };
}
