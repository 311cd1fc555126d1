import { useContext } from 'react';
import { requiredContext } from './required-context';
import type { ActorRefFrom } from 'xstate';
import type { impersonationMachine } from '../../machines/impersonation.machine';

export type ImpersonationActor = ActorRefFrom<typeof impersonationMachine>;

export interface ImpersonationValue {
  actor: ImpersonationActor;
  /**
   * The session has switched user and the new user's screen is on its way. Route guards wait
   * rather than send the new user "home" from the previous user's screen: the session changes
   * at once, the route a moment later (React Router navigates in a transition).
   */
  switching: boolean;
}

const { Context: ImpersonationContext, useValue: useImpersonationValue } = requiredContext<ImpersonationValue>('ImpersonationProvider', 'impersonation');
export { ImpersonationContext };

export function useImpersonationActor(): ImpersonationActor {
  return useImpersonationValue().actor;
}

/** Whether a user switch is waiting for its screen (false outside the provider, e.g. in tests). */
export function useSwitchingUser(): boolean {
  return useContext(ImpersonationContext)?.switching ?? false;
}
