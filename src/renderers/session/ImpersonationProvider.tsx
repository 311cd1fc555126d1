import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import type { UserInfo } from '../../engine/api/types';
import { impersonationMachine } from '../../machines/impersonation.machine';
import { useToast } from '../feedback/toast-context';
import { failureMessage } from '../../engine/api/call-error';
import { removeAdminInfo, removeLastRoute, restoreAdminInfo, restoreLastRoute, saveAdminInfo, saveLastRoute } from './admin-storage';
import { ImpersonationContext, type ImpersonationValue } from './impersonation-context';
import { useApi, useSession } from './session-context';

/**
 * Runs the impersonation machine with the browser's storage, the session machine, navigation
 * and the login-as and logout calls. After a reload it resumes from the stored admin info
 * while the session is still the impersonation one.
 */
export function ImpersonationProvider({ children }: { children: ReactNode }) {
  const api = useApi();
  const { actor: session, userInfo } = useSession();
  const toast = useToast();
  const navigate = useNavigate();
  const navigateRef = useRef(navigate);
  navigateRef.current = navigate;
  const location = useLocation();
  const locationKey = useRef(location.key);
  locationKey.current = location.key;
  // The history entry the switch started from; cleared once the router has moved on from it.
  const [switchingFrom, setSwitchingFrom] = useState<string>();

  const machine = useMemo(
    () =>
      impersonationMachine.provide({
        actions: {
          saveAdminInfo: (_, { adminInfo }) => saveAdminInfo(adminInfo),
          removeAdminInfo: () => removeAdminInfo(),
          saveLastRoute: (_, { route }) => saveLastRoute(route),
          removeLastRoute: () => removeLastRoute(),
          // Nothing to drop yet: every screen loads its account and payment data itself when
          // it opens, so no state of the previous user outlives the switch.
          clearAccountState: () => {},
          switchUser: (_, { userInfo: next }) => {
            setSwitchingFrom(locationKey.current);
            session.send({ type: 'LOGIN', userInfo: next });
          },
          // Without a kept route, `/` opens the new role's home from the layout (below this provider).
          goTo: (_, { route }) => navigateRef.current(route ?? '/'),
          notifyFailure: (_, { error }) => toast.error(failureMessage(error)),
        },
        actors: {
          loginAs: fromPromise<UserInfo, { userId: number }>(async ({ input }) =>
            api.data('loginAs', { query: { user_id: input.userId } }),
          ),
          endImpersonation: fromPromise<void, { userKey: string }>(async ({ input }) => {
            await api.call('logout', {}, { userKey: input.userKey });
          }),
        },
      }),
    [api, session, toast],
  );

  // Read once, at start: later changes come from the machine itself.
  const [input] = useState(() => {
    const adminInfo = userInfo?.impersonating ? restoreAdminInfo() : undefined;
    return { adminInfo, lastRoute: adminInfo ? restoreLastRoute() : undefined };
  });
  const actor = useActorRef(machine, { input });

  // The machine navigates right after it switches the session (goTo follows switchUser).
  useEffect(() => {
    if (switchingFrom !== undefined && location.key !== switchingFrom) setSwitchingFrom(undefined);
  }, [location.key, switchingFrom]);

  const value = useMemo<ImpersonationValue>(() => ({ actor, switching: switchingFrom !== undefined }), [actor, switchingFrom]);
  return <ImpersonationContext.Provider value={value}>{children}</ImpersonationContext.Provider>;
}
