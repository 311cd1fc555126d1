import { useEffect } from 'react';
import { SUCCESS_FLAG_CLEANUP_MS, createSuccessFlags, type SuccessFlags } from '../../engine/success-flags';

/**
 * The browser's success flags: in localStorage, so "payment received today" survives a reload
 * and a new tab until the day ends (the engine decides when that is).
 */
let flags: SuccessFlags | undefined;
export function successFlags(): SuccessFlags {
  flags ??= createSuccessFlags(window.localStorage);
  return flags;
}

/** Drops the flags whose day is over, every 5 minutes while the app runs (spec 2 §9); the shell runs it once. */
export function useSuccessFlagCleanup(): void {
  useEffect(() => {
    successFlags().cleanExpired();
    const timer = window.setInterval(() => successFlags().cleanExpired(), SUCCESS_FLAG_CLEANUP_MS);
    return () => window.clearInterval(timer);
  }, []);
}
