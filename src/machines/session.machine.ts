import { assign, fromPromise, setup } from 'xstate';
import type { UserInfo } from '../engine/api/types';
import { SESSION_TIMEOUT_MS } from '../engine/session/constants';

export type SessionEvent =
  | { type: 'LOGIN'; userInfo: UserInfo }
  | { type: 'LOGOUT' }
  /** A successful call was made: the 60-minute clock starts again (spec 1 §4). */
  | { type: 'REFRESH' }
  /** The server refused the session key (expired or revoked elsewhere). */
  | { type: 'EXPIRED' };

export interface SessionContext {
  userInfo?: UserInfo;
}

/**
 * The browser session (spec 1 §4, spec 2 §9). Storage, alerts, navigation and the logout
 * call are provided by the renderer (`.provide()`), so the machine is tested with a
 * simulated clock and no browser.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as { userInfo?: UserInfo },
  },
  delays: { sessionTimeout: SESSION_TIMEOUT_MS },
  actions: {
    /** Keep userInfo in sessionStorage. */
    persist: (_, _params: { userInfo: UserInfo }) => {},
    /** Remove userInfo from sessionStorage; saved admin info stays. */
    clear: () => {},
    /** Tell the user 'Your session has timed out'. */
    alertTimeout: () => {},
    goToLogin: () => {},
  },
  actors: {
    /** GET /logout; the session ends locally whatever the server answers. */
    endSession: fromPromise<void, { userKey: string }>(async () => {}),
  },
  guards: {
    hasUserKey: ({ context }) => Boolean(context.userInfo?.user_key),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ userInfo: input.userInfo }),
  initial: 'restoring',
  states: {
    restoring: {
      always: [{ guard: 'hasUserKey', target: 'signedIn' }, { target: 'signedOut', actions: assign({ userInfo: undefined }) }],
    },
    signedOut: {
      on: {
        LOGIN: {
          target: 'signedIn',
          actions: [assign({ userInfo: ({ event }) => event.userInfo }), { type: 'persist', params: ({ event }) => ({ userInfo: event.userInfo }) }],
        },
      },
    },
    signedIn: {
      after: {
        sessionTimeout: { target: 'signedOut', actions: ['clear', assign({ userInfo: undefined }), 'alertTimeout', 'goToLogin'] },
      },
      on: {
        REFRESH: { target: 'signedIn', reenter: true },
        // Switching user (login-as, view my account) restarts the clock for the new user.
        LOGIN: {
          target: 'signedIn',
          reenter: true,
          actions: [assign({ userInfo: ({ event }) => event.userInfo }), { type: 'persist', params: ({ event }) => ({ userInfo: event.userInfo }) }],
        },
        LOGOUT: 'signingOut',
        EXPIRED: { target: 'signedOut', actions: ['clear', assign({ userInfo: undefined }), 'alertTimeout', 'goToLogin'] },
      },
    },
    signingOut: {
      invoke: {
        src: 'endSession',
        input: ({ context }) => ({ userKey: context.userInfo?.user_key ?? '' }),
        onDone: { target: 'signedOut', actions: ['clear', assign({ userInfo: undefined }), 'goToLogin'] },
        onError: { target: 'signedOut', actions: ['clear', assign({ userInfo: undefined }), 'goToLogin'] },
      },
    },
  },
});
