import { createContext, useContext } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { impersonationMachine } from '../../machines/impersonation.machine';

export type ImpersonationActor = ActorRefFrom<typeof impersonationMachine>;

export const ImpersonationContext = createContext<ImpersonationActor | undefined>(undefined);

export function useImpersonationActor(): ImpersonationActor {
  const actor = useContext(ImpersonationContext);
  if (!actor) throw new Error('impersonation hooks are used outside <ImpersonationProvider>');
  return actor;
}
