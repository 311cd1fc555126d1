import { useSelector } from '@xstate/react';
import { useLocation } from 'react-router-dom';
import { useImpersonationActor } from './impersonation-context';
import { useSession } from './session-context';

/** Login As and View my account for screens, from the impersonation machine's state. */
export function useImpersonation() {
  const actor = useImpersonationActor();
  const { userInfo } = useSession();
  const location = useLocation();
  const state = useSelector(actor, (snapshot) => snapshot);
  return {
    /** A staff user may start (the machine is idle and someone is signed in). */
    canLoginAs: userInfo !== undefined && state.matches('idle'),
    busy: state.matches('loggingIn') || state.matches('returning'),
    /** Acting as a customer with the staff user's info kept: the way back exists. */
    canReturn: state.matches('impersonating'),
    loginAs(userId: number) {
      if (!userInfo) return;
      actor.send({ type: 'LOGIN_AS', userId, current: userInfo, route: `${location.pathname}${location.search}` });
    },
    viewMyAccount() {
      if (userInfo) actor.send({ type: 'VIEW_MY_ACCOUNT', userKey: userInfo.user_key });
    },
  };
}
