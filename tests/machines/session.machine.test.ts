import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor, fromPromise, waitFor } from 'xstate';
import type { UserInfo } from '../../src/engine/api/types';
import { SESSION_TIMEOUT_MS } from '../../src/engine/session/constants';
import { sessionMachine } from '../../src/machines/session.machine';
import { userInfo } from './support/user-info';

const SECOND = 1000;
const MINUTE = 60 * SECOND;


/** Starts the session machine on a simulated clock with spy actions and a fake logout call. */
function startSession(options: { userInfo?: UserInfo; logout?: (userKey: string) => Promise<void> } = {}) {
  const clock = new SimulatedClock();
  const actions = { persist: vi.fn(), clear: vi.fn(), alertTimeout: vi.fn(), goToLogin: vi.fn() };
  const endSession = vi.fn(options.logout ?? (async () => {}));
  const machine = sessionMachine.provide({
    actions,
    actors: { endSession: fromPromise<void, { userKey: string }>(({ input }) => endSession(input.userKey)) },
  });
  const actor = createActor(machine, { clock, input: { userInfo: options.userInfo } });
  actor.start();
  const state = () => actor.getSnapshot();
  const signedIn = () => state().matches('signedIn');
  return { actor, clock, actions, endSession, state, signedIn };
}

/** Signs in at minute 0 on a fresh clock. */
function signedInSession(options: Parameters<typeof startSession>[0] = {}) {
  const session = startSession(options);
  session.actor.send({ type: 'LOGIN', userInfo: userInfo() });
  return session;
}

describe('session: start', () => {
  it('times out after 60 minutes (spec 2 §9)', () => {
    expect(SESSION_TIMEOUT_MS).toBe(60 * MINUTE);
  });

  it('starts signed out without stored user info', () => {
    const { state, actions } = startSession();
    expect(state().value).toBe('signedOut');
    expect(state().context.userInfo).toBeUndefined();
    expect(actions.goToLogin).not.toHaveBeenCalled();
  });

  it('starts signed out when the stored user info has no user_key', () => {
    const { state } = startSession({ userInfo: userInfo({ user_key: '' }) });
    expect(state().value).toBe('signedOut');
    expect(state().context.userInfo).toBeUndefined();
  });

  it('starts signed in with stored user info, and times out 60 minutes later', () => {
    const stored = userInfo();
    const { state, clock, signedIn, actions } = startSession({ userInfo: stored });
    expect(state().value).toBe('signedIn');
    expect(state().context.userInfo).toEqual(stored);
    expect(actions.persist).not.toHaveBeenCalled();
    clock.increment(60 * MINUTE);
    expect(signedIn()).toBe(false);
  });
});

describe('session: login and time-out (spec 1 §4)', () => {
  it('persists the user info on login', () => {
    const { actor, state, actions } = startSession();
    const ann = userInfo();
    actor.send({ type: 'LOGIN', userInfo: ann });
    expect(state().value).toBe('signedIn');
    expect(state().context.userInfo).toEqual(ann);
    expect(actions.persist).toHaveBeenCalledTimes(1);
    expect(actions.persist.mock.calls[0][1]).toEqual({ userInfo: ann });
  });

  it('is still signed in at 59:59', () => {
    const { clock, signedIn, actions } = signedInSession();
    clock.increment(59 * MINUTE + 59 * SECOND);
    expect(signedIn()).toBe(true);
    expect(actions.alertTimeout).not.toHaveBeenCalled();
    expect(actions.clear).not.toHaveBeenCalled();
  });

  it('signs out at 60:00: clears the session, alerts the time-out and goes to login', () => {
    const { clock, state, actions } = signedInSession();
    clock.increment(60 * MINUTE);
    expect(state().value).toBe('signedOut');
    expect(state().context.userInfo).toBeUndefined();
    expect(actions.clear).toHaveBeenCalledTimes(1);
    expect(actions.alertTimeout).toHaveBeenCalledTimes(1);
    expect(actions.goToLogin).toHaveBeenCalledTimes(1);
  });

  it('times out once: nothing more happens after sign-out', () => {
    const { clock, actions } = signedInSession();
    clock.increment(60 * MINUTE);
    clock.increment(120 * MINUTE);
    expect(actions.alertTimeout).toHaveBeenCalledTimes(1);
  });

  it('can sign in again after a time-out', () => {
    const { actor, clock, signedIn } = signedInSession();
    clock.increment(60 * MINUTE);
    actor.send({ type: 'LOGIN', userInfo: userInfo({ user_key: 'new-key' }) });
    expect(signedIn()).toBe(true);
    clock.increment(59 * MINUTE);
    expect(signedIn()).toBe(true);
  });
});

describe('session: refresh after a successful call', () => {
  it('restarts the clock: refreshed at 30 min, still signed in at 89 min, out at 90', () => {
    const { actor, clock, signedIn, actions } = signedInSession();
    clock.increment(30 * MINUTE);
    actor.send({ type: 'REFRESH' });
    clock.increment(59 * MINUTE);
    expect(signedIn()).toBe(true);
    clock.increment(1 * MINUTE);
    expect(signedIn()).toBe(false);
    expect(actions.alertTimeout).toHaveBeenCalledTimes(1);
  });

  it('keeps the user info and does not persist it again', () => {
    const { actor, state, actions } = signedInSession();
    const before = state().context.userInfo;
    actor.send({ type: 'REFRESH' });
    expect(state().context.userInfo).toBe(before);
    expect(actions.persist).toHaveBeenCalledTimes(1);
  });

  it('does nothing while signed out', () => {
    const { actor, state, actions } = startSession();
    actor.send({ type: 'REFRESH' });
    expect(state().value).toBe('signedOut');
    expect(actions.goToLogin).not.toHaveBeenCalled();
  });
});

describe('session: logout', () => {
  it('ends the session on the server with the user_key, then clears it and goes to login', async () => {
    const { actor, state, endSession, actions } = signedInSession();
    actor.send({ type: 'LOGOUT' });
    expect(endSession).toHaveBeenCalledWith('key-of-ann');
    await waitFor(actor, (s) => s.matches('signedOut'), { timeout: 1000 });
    expect(state().context.userInfo).toBeUndefined();
    expect(actions.clear).toHaveBeenCalledTimes(1);
    expect(actions.goToLogin).toHaveBeenCalledTimes(1);
    expect(actions.alertTimeout).not.toHaveBeenCalled();
  });

  it('clears only once the server has answered', async () => {
    let answer: () => void = () => {};
    const { actor, state, actions } = signedInSession({ logout: () => new Promise<void>((resolve) => (answer = resolve)) });
    actor.send({ type: 'LOGOUT' });
    expect(state().value).toBe('signingOut');
    expect(actions.clear).not.toHaveBeenCalled();
    answer();
    await waitFor(actor, (s) => s.matches('signedOut'), { timeout: 1000 });
    expect(actions.clear).toHaveBeenCalledTimes(1);
  });

  it('signs out locally when the server call fails', async () => {
    const { actor, state, endSession, actions } = signedInSession({
      logout: async () => {
        throw new Error('network down');
      },
    });
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (s) => s.matches('signedOut'), { timeout: 1000 });
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(state().context.userInfo).toBeUndefined();
    expect(actions.clear).toHaveBeenCalledTimes(1);
    expect(actions.goToLogin).toHaveBeenCalledTimes(1);
  });

  it('stops the time-out clock', async () => {
    const { actor, clock, actions } = signedInSession();
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (s) => s.matches('signedOut'), { timeout: 1000 });
    clock.increment(60 * MINUTE);
    expect(actions.alertTimeout).not.toHaveBeenCalled();
  });

  it('cannot log out while signed out', () => {
    const { state, endSession } = startSession();
    expect(state().can({ type: 'LOGOUT' })).toBe(false);
    expect(endSession).not.toHaveBeenCalled();
  });
});

describe('session: refused by the server', () => {
  it('signs out at once on EXPIRED, with the time-out alert', () => {
    const { actor, state, actions, clock } = signedInSession();
    clock.increment(5 * MINUTE);
    actor.send({ type: 'EXPIRED' });
    expect(state().value).toBe('signedOut');
    expect(state().context.userInfo).toBeUndefined();
    expect(actions.clear).toHaveBeenCalledTimes(1);
    expect(actions.alertTimeout).toHaveBeenCalledTimes(1);
    expect(actions.goToLogin).toHaveBeenCalledTimes(1);
    clock.increment(60 * MINUTE);
    expect(actions.alertTimeout).toHaveBeenCalledTimes(1);
  });
});

describe('session: switching user while signed in (login-as, view my account)', () => {
  it('switches and persists the user info', () => {
    const { actor, state, actions } = signedInSession();
    const customer = userInfo({ user_id: 42, user_key: 'key-of-carl', display_name: 'Carl', impersonating: true });
    actor.send({ type: 'LOGIN', userInfo: customer });
    expect(state().value).toBe('signedIn');
    expect(state().context.userInfo).toEqual(customer);
    expect(actions.persist).toHaveBeenCalledTimes(2);
    expect(actions.persist.mock.calls[1][1]).toEqual({ userInfo: customer });
  });

  it('restarts the clock for the new user', () => {
    const { actor, clock, signedIn } = signedInSession();
    clock.increment(45 * MINUTE);
    actor.send({ type: 'LOGIN', userInfo: userInfo({ user_key: 'key-of-carl' }) });
    clock.increment(59 * MINUTE);
    expect(signedIn()).toBe(true);
    clock.increment(1 * MINUTE);
    expect(signedIn()).toBe(false);
  });

  it('logs out the new user with their own key', async () => {
    const { actor, endSession } = signedInSession();
    actor.send({ type: 'LOGIN', userInfo: userInfo({ user_key: 'key-of-carl' }) });
    actor.send({ type: 'LOGOUT' });
    await waitFor(actor, (s) => s.matches('signedOut'), { timeout: 1000 });
    expect(endSession).toHaveBeenCalledWith('key-of-carl');
  });
});
