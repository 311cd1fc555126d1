import { throttleMessages } from '../../engine/messages/throttle';
import { HttpProblem } from '../http/problem';

/**
 * How much file work (PDF renders, exports, image uploads: operations marked x-file-work) one
 * process takes on at once. Renders hold the event loop and memory: unbounded, 200 exports by one
 * customer timed out half of them and held /readyz for 14 s. Beyond the slots a few wait in a queue;
 * beyond the queue the process says it is full (503), and a caller with `perCaller` requests already
 * running or waiting is told to wait (429) before they take the others' turns.
 */
export interface FileWorkLimits {
  /** Renders running at once in this process. */
  slots: number;
  /** Requests waiting for a slot; one more is answered 503. */
  queue: number;
  /** One caller's requests running or waiting; one more is answered 429. */
  perCaller: number;
  /** The Retry-After of both answers, in seconds. */
  retryAfterSeconds: number;
}

export const DEFAULT_FILE_WORK: FileWorkLimits = { slots: 2, queue: 8, perCaller: 2, retryAfterSeconds: 5 };

function refusal(status: 429 | 503, retryAfterSeconds: number): HttpProblem {
  const problem = status === 429 ? new HttpProblem(429, 'TOO_MANY_FILE_REQUESTS', throttleMessages.tooManyFileRequests) : new HttpProblem(503, 'SERVER_BUSY', throttleMessages.fileWorkBusy);
  return Object.assign(problem, { retryAfterSeconds });
}

/** The slots of one process; `acquire` answers the release to call once the file is built. */
export function createFileWork(limits: FileWorkLimits) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const perCaller = new Map<string, number>();
  return {
    /** Waits for a slot (in arrival order), or refuses at once: 429 for this caller, 503 when the queue is full too. */
    async acquire(caller: string): Promise<() => void> {
      const mine = perCaller.get(caller) ?? 0;
      if (mine >= limits.perCaller) throw refusal(429, limits.retryAfterSeconds);
      if (running >= limits.slots && waiting.length >= limits.queue) throw refusal(503, limits.retryAfterSeconds);
      perCaller.set(caller, mine + 1);
      if (running < limits.slots) running++;
      // The slot is handed over by the release of a running request (running stays as it is).
      else await new Promise<void>((resolve) => waiting.push(resolve));
      let released = false;
      return () => {
        if (released) return;
        released = true;
        const left = (perCaller.get(caller) ?? 1) - 1;
        if (left > 0) perCaller.set(caller, left);
        else perCaller.delete(caller);
        const next = waiting.shift();
        if (next) next();
        else running--;
      };
    },
    /** Running and waiting now: for tests and metrics. */
    load: () => ({ running, waiting: waiting.length }),
  };
}

export type FileWork = ReturnType<typeof createFileWork>;
