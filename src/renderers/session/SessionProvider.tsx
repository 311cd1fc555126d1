import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { createApiClient } from '../../engine/api/create-api-client';
import { messages } from '../../engine/messages/catalogue';
import { sessionMachine } from '../../machines/session.machine';
import { useTenant } from '../tenant/tenant-context';
import { SessionContext, type SessionActor, type SessionValue } from './session-context';
import { clearUserInfo, restoreUserInfo, saveUserInfo } from './session-storage';

/**
 * Runs the session machine with the browser's storage, alert, navigation and logout call, and
 * builds the tenant's API client around it: every call carries the session key, a successful
 * call restarts the 60-minute clock, and a refused key ends the session.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const { tenant } = useTenant();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const actorRef = useRef<SessionActor | null>(null);

  const api = useMemo(
    () =>
      createApiClient({
        tenant,
        userKey: () => actorRef.current?.getSnapshot().context.userInfo?.user_key,
        onSuccess: () => actorRef.current?.send({ type: 'REFRESH' }),
        onUnauthorized: () => actorRef.current?.send({ type: 'EXPIRED' }),
      }),
    [tenant],
  );

  const machine = useMemo(
    () =>
      sessionMachine.provide({
        actions: {
          persist: (_, { userInfo }) => saveUserInfo(userInfo),
          clear: () => clearUserInfo(),
          alertTimeout: () => window.alert(messages.sessionTimedOut),
          // `/` sends a signed-out visitor to the login screen of the tenant's layout. The page the
          // session ended on goes along, so logging in again returns there (use-login.ts): the route
          // guard keeps it too, but only when it redraws before this navigation, not under load.
          goToLogin: () => navigateRef.current('/', { replace: true, state: { from: `${window.location.pathname}${window.location.search}${window.location.hash}` } }),
        },
        actors: {
          endSession: fromPromise<void, { userKey: string }>(async ({ input }) => {
            await api.call('logout', {}, { userKey: input.userKey });
          }),
        },
      }),
    [api],
  );

  const [restored] = useState(restoreUserInfo);
  const actor = useActorRef(machine, { input: { userInfo: restored } });
  actorRef.current = actor;

  const value = useMemo<SessionValue>(() => ({ api, actor }), [api, actor]);
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}
