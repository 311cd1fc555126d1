/**
 * The loop every background worker runs (mail outbox, imports, webhooks): one round at a time per
 * process, started by a kick after a commit or by a timer. Kicks that arrive before a queued round
 * starts coalesce into it — that round sees whatever was committed before it began.
 */
export interface RoundLoop {
  /** Something was committed: run a round soon. */
  kick(): void;
  /** Runs a round (after any running one) and resolves when it is done (tests, a graceful stop). */
  drain(): Promise<void>;
  /** False once stopped, or while the last round failed (the database did not answer). */
  ready(): boolean;
  /** Whether stop() was called: a long round checks it between steps. */
  stopped(): boolean;
  stop(): Promise<void>;
}

export interface RoundLoopOptions {
  /** The timer's period; 0 leaves rounds to kicks and drain() (tests). */
  pollMs: number;
  onError(error: unknown): void;
}

export function startRoundLoop(round: (loop: Pick<RoundLoop, 'stopped'>) => Promise<void>, options: RoundLoopOptions): RoundLoop {
  let chain: Promise<void> = Promise.resolve();
  let roundQueued = false;
  let lastRoundFailed = false;
  let stopped = false;
  const stoppedNow = () => stopped;
  const run = async () => {
    roundQueued = false;
    try {
      await round({ stopped: stoppedNow });
      lastRoundFailed = false;
    } catch (error) {
      lastRoundFailed = true;
      options.onError(error);
    }
  };
  const schedule = (): Promise<void> => {
    if (!roundQueued && !stopped) {
      roundQueued = true;
      chain = chain.then(run);
    }
    return chain;
  };
  const timer = options.pollMs > 0 ? setInterval(() => void schedule(), options.pollMs).unref() : undefined;
  return {
    kick: () => void schedule(),
    drain: schedule,
    ready: () => !stopped && !lastRoundFailed,
    stopped: stoppedNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await chain;
    },
  };
}
