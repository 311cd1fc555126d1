import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { UserInfo } from '../../src/engine/api/types';
import { impersonationMachine } from '../../src/machines/impersonation.machine';
import { sessionMachine } from '../../src/machines/session.machine';
import { userInfo } from './support/user-info';


const admin = userInfo({ role: 'Admin', level: 100, user_id: 1, user_key: 'key-of-alex', display_name: 'Alex Admin', account_ids: [] });
const customerAsAdmin = userInfo({ user_key: 'impersonation-key', impersonating: true });

interface Options {
  adminInfo?: UserInfo;
  lastRoute?: string;
  loginAs?: (userId: number) => Promise<UserInfo>;
  logout?: (userKey: string) => Promise<void>;
}

/** The machine with spy actions; a real session machine receives its switchUser. */
function start(options: Options = {}) {
  const session = createActor(sessionMachine, { input: { userInfo: options.adminInfo ? customerAsAdmin : admin } }).start();
  const calls: string[] = [];
  const record =
    (name: string) =>
    (_: unknown, params?: unknown): void => {
      calls.push(params === undefined ? name : `${name} ${JSON.stringify(params)}`);
    };
  const actions = {
    saveAdminInfo: vi.fn(record('saveAdminInfo')),
    removeAdminInfo: vi.fn(record('removeAdminInfo')),
    saveLastRoute: vi.fn(record('saveLastRoute')),
    removeLastRoute: vi.fn(record('removeLastRoute')),
    clearAccountState: vi.fn(record('clearAccountState')),
    switchUser: vi.fn((_: unknown, { userInfo: next }: { userInfo: UserInfo }) => {
      calls.push(`switchUser ${next.user_key}`);
      session.send({ type: 'LOGIN', userInfo: next });
    }),
    goTo: vi.fn(record('goTo')),
    notifyFailure: vi.fn(record('notifyFailure')),
  };
  const loginAs = vi.fn(options.loginAs ?? (async () => customerAsAdmin));
  const logout = vi.fn(options.logout ?? (async () => {}));
  const machine = impersonationMachine.provide({
    actions,
    actors: {
      loginAs: fromPromise<UserInfo, { userId: number }>(({ input }) => loginAs(input.userId)),
      endImpersonation: fromPromise<void, { userKey: string }>(({ input }) => logout(input.userKey)),
    },
  });
  const actor = createActor(machine, { input: { adminInfo: options.adminInfo, lastRoute: options.lastRoute } }).start();
  const sessionUser = () => session.getSnapshot().context.userInfo;
  return { actor, session, sessionUser, actions, calls, loginAs, logout };
}

describe('impersonation: Login As', () => {
  it('starts idle with nothing saved', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().can({ type: 'VIEW_MY_ACCOUNT', userKey: 'x' })).toBe(false);
  });

  it('logs in as the user, keeps the staff user and their route, clears account state, switches the session and opens /accounts', async () => {
    const { actor, calls, loginAs, sessionUser } = start();
    actor.send({ type: 'LOGIN_AS', userId: 7, current: admin, route: '/admin/users?page=2' });
    expect(actor.getSnapshot().value).toBe('loggingIn');
    await waitFor(actor, (s) => s.matches('impersonating'));

    expect(loginAs).toHaveBeenCalledWith(7);
    expect(calls).toEqual([
      `saveAdminInfo ${JSON.stringify({ adminInfo: admin })}`,
      `saveLastRoute ${JSON.stringify({ route: '/admin/users?page=2' })}`,
      'clearAccountState',
      'switchUser impersonation-key',
      `goTo ${JSON.stringify({ role: 'User' })}`,
    ]);
    expect(sessionUser()).toEqual(customerAsAdmin);
    expect(actor.getSnapshot().context).toMatchObject({ adminInfo: admin, lastRoute: '/admin/users?page=2' });
  });

  it('stays as it was and reports the failure when login-as is refused', async () => {
    const refusal = new Error('(403) Cannot log in as an Admin');
    const { actor, actions, sessionUser } = start({ loginAs: async () => Promise.reject(refusal) });
    actor.send({ type: 'LOGIN_AS', userId: 1, current: admin, route: '/admin/users' });
    await waitFor(actor, (s) => s.matches('idle'));

    expect(actions.notifyFailure).toHaveBeenCalledTimes(1);
    expect(actions.notifyFailure.mock.calls[0][1]).toEqual({ error: refusal });
    for (const name of ['saveAdminInfo', 'saveLastRoute', 'clearAccountState', 'switchUser', 'goTo'] as const) {
      expect(actions[name]).not.toHaveBeenCalled();
    }
    expect(sessionUser()).toEqual(admin);
    expect(actor.getSnapshot().context).toEqual({ adminInfo: undefined, lastRoute: undefined, pending: undefined });
  });

  it('ignores a second Login As while one is being answered or while impersonating', async () => {
    let answer: (info: UserInfo) => void = () => {};
    const { actor, loginAs } = start({ loginAs: () => new Promise((resolve) => (answer = resolve)) });
    actor.send({ type: 'LOGIN_AS', userId: 7, current: admin, route: '/admin/users' });
    actor.send({ type: 'LOGIN_AS', userId: 8, current: admin, route: '/elsewhere' });
    answer(customerAsAdmin);
    await waitFor(actor, (s) => s.matches('impersonating'));
    expect(actor.getSnapshot().can({ type: 'LOGIN_AS', userId: 9, current: admin, route: '/x' })).toBe(false);
    expect(loginAs).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.lastRoute).toBe('/admin/users');
  });
});

describe('impersonation: View my account', () => {
  it('ends the customer session with its key, restores the staff user, forgets the saved info and goes back to the route', async () => {
    const { actor, calls, logout, sessionUser } = start();
    actor.send({ type: 'LOGIN_AS', userId: 7, current: admin, route: '/admin/accounts/users' });
    await waitFor(actor, (s) => s.matches('impersonating'));
    calls.length = 0;

    actor.send({ type: 'VIEW_MY_ACCOUNT', userKey: 'impersonation-key' });
    await waitFor(actor, (s) => s.matches('idle'));

    expect(logout).toHaveBeenCalledWith('impersonation-key');
    expect(calls).toEqual([
      'clearAccountState',
      'switchUser key-of-alex',
      'removeAdminInfo',
      `goTo ${JSON.stringify({ route: '/admin/accounts/users', role: 'Admin' })}`,
      'removeLastRoute',
    ]);
    expect(sessionUser()).toEqual(admin);
    expect(actor.getSnapshot().context).toMatchObject({ adminInfo: undefined, lastRoute: undefined });
  });

  it('still goes back when ending the customer session fails', async () => {
    const { actor, sessionUser, actions } = start({ logout: async () => Promise.reject(new Error('offline')) });
    actor.send({ type: 'LOGIN_AS', userId: 7, current: admin, route: '/admin/users' });
    await waitFor(actor, (s) => s.matches('impersonating'));
    actor.send({ type: 'VIEW_MY_ACCOUNT', userKey: 'impersonation-key' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sessionUser()).toEqual(admin);
    expect(actions.goTo).toHaveBeenLastCalledWith(expect.anything(), { route: '/admin/users', role: 'Admin' });
  });

  it('resumes after a reload from the stored admin info and last route', async () => {
    const { actor, sessionUser, actions } = start({ adminInfo: admin, lastRoute: '/admin/outbox' });
    expect(actor.getSnapshot().value).toBe('impersonating');
    expect(sessionUser()).toEqual(customerAsAdmin);

    actor.send({ type: 'VIEW_MY_ACCOUNT', userKey: customerAsAdmin.user_key });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(sessionUser()).toEqual(admin);
    expect(actions.goTo).toHaveBeenLastCalledWith(expect.anything(), { route: '/admin/outbox', role: 'Admin' });
  });

  it("goes to the staff home when no route was kept", async () => {
    const { actor, actions } = start({ adminInfo: admin });
    actor.send({ type: 'VIEW_MY_ACCOUNT', userKey: customerAsAdmin.user_key });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(actions.goTo).toHaveBeenLastCalledWith(expect.anything(), { route: undefined, role: 'Admin' });
  });

  it('ignores a stored last route without admin info', () => {
    const { actor } = start({ lastRoute: '/admin/outbox' });
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.lastRoute).toBeUndefined();
  });
});
