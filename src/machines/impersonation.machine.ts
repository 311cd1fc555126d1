import { assign, fromPromise, setup } from 'xstate';
import type { UserInfo } from '../engine/api/types';

export type ImpersonationEvent =
  /** Staff chose 'Login As' on a user row; `current` is their own session, `route` where they are. */
  | { type: 'LOGIN_AS'; userId: number; current: UserInfo; route: string }
  /** 'View my account' on the LOGIN AS banner; `userKey` is the impersonation session's key. */
  | { type: 'VIEW_MY_ACCOUNT'; userKey: string };

export interface ImpersonationContext {
  /** The staff user's own session info, kept while they act as someone else. */
  adminInfo?: UserInfo;
  /** Where the staff user was when they logged in as the customer. */
  lastRoute?: string;
  /** The LOGIN_AS being answered. */
  pending?: { current: UserInfo; route: string; userId: number };
}

/**
 * Staff impersonation (spec 1 §4): Login As opens a session as the customer, keeps the staff
 * user's info as admin info and their route as the last route, clears account and payment
 * state and switches the session to the customer; 'View my account' ends that session and
 * restores the staff user where they were. Storage, the session switch, navigation and the
 * calls are provided by the renderer (`.provide()`), so the machine is tested without a browser.
 */
export const impersonationMachine = setup({
  types: {
    context: {} as ImpersonationContext,
    events: {} as ImpersonationEvent,
    input: {} as { adminInfo?: UserInfo; lastRoute?: string },
  },
  actions: {
    /** sessionStorage 'adminInfo'. */
    saveAdminInfo: (_, _params: { adminInfo: UserInfo }) => {},
    removeAdminInfo: () => {},
    /** localStorage 'lastRoute'. */
    saveLastRoute: (_, _params: { route: string }) => {},
    removeLastRoute: () => {},
    /** Forget account and payment state loaded for the previous user. */
    clearAccountState: () => {},
    /** Send LOGIN with this user info to the session machine. */
    switchUser: (_, _params: { userInfo: UserInfo }) => {},
    /** Opens `route`, or without one the home screen of `role` (its route comes from the tenant's layout). */
    goTo: (_, _params: { route?: string; role: string }) => {},
    /** Tell the staff user why Login As failed. */
    notifyFailure: (_, _params: { error: unknown }) => {},
  },
  actors: {
    /** POST /login-as?user_id= with the staff user's session: the customer's session user info. */
    loginAs: fromPromise<UserInfo, { userId: number }>(async () => {
      throw new Error('loginAs is provided by the renderer');
    }),
    /** GET /logout with the impersonation session's key; the way back does not depend on it. */
    endImpersonation: fromPromise<void, { userKey: string }>(async () => {}),
  },
  guards: {
    hasAdminInfo: ({ context }) => context.adminInfo !== undefined,
  },
}).createMachine({
  id: 'impersonation',
  context: ({ input }) => ({ adminInfo: input.adminInfo, lastRoute: input.adminInfo ? input.lastRoute : undefined }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'hasAdminInfo', target: 'impersonating' }, { target: 'idle' }],
    },
    idle: {
      on: {
        LOGIN_AS: {
          target: 'loggingIn',
          actions: assign({ pending: ({ event }) => ({ current: event.current, route: event.route, userId: event.userId }) }),
        },
      },
    },
    loggingIn: {
      invoke: {
        src: 'loginAs',
        input: ({ context }) => ({ userId: context.pending!.userId }),
        onDone: {
          target: 'impersonating',
          actions: [
            assign(({ context }) => ({ adminInfo: context.pending!.current, lastRoute: context.pending!.route, pending: undefined })),
            { type: 'saveAdminInfo', params: ({ context }) => ({ adminInfo: context.adminInfo! }) },
            { type: 'saveLastRoute', params: ({ context }) => ({ route: context.lastRoute! }) },
            'clearAccountState',
            { type: 'switchUser', params: ({ event }) => ({ userInfo: event.output }) },
            // Spec 1 §2: as the customer, the customer's home.
            { type: 'goTo', params: ({ event }) => ({ role: event.output.role }) },
          ],
        },
        onError: {
          target: 'idle',
          actions: [assign({ pending: undefined }), { type: 'notifyFailure', params: ({ event }) => ({ error: event.error }) }],
        },
      },
    },
    impersonating: {
      on: { VIEW_MY_ACCOUNT: 'returning' },
    },
    returning: {
      invoke: {
        src: 'endImpersonation',
        input: ({ event }) => ({ userKey: event.type === 'VIEW_MY_ACCOUNT' ? event.userKey : '' }),
        onDone: 'restored',
        // The customer's session may already be gone; the staff user still goes back.
        onError: 'restored',
      },
    },
    restored: {
      always: {
        target: 'idle',
        actions: [
          'clearAccountState',
          { type: 'switchUser', params: ({ context }) => ({ userInfo: context.adminInfo! }) },
          'removeAdminInfo',
          { type: 'goTo', params: ({ context }) => ({ route: context.lastRoute, role: context.adminInfo!.role }) },
          'removeLastRoute',
          assign({ adminInfo: undefined, lastRoute: undefined }),
        ],
      },
    },
  },
});
