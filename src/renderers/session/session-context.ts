import { requiredContext } from './required-context';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { ApiClient } from '../../engine/api/create-api-client';
import type { UserInfo } from '../../engine/api/types';
import type { sessionMachine } from '../../machines/session.machine';

export type SessionActor = ActorRefFrom<typeof sessionMachine>;

export interface SessionValue {
  /** The tenant's API client; it sends the session key (unless a call brings an emailed link's) and refreshes the session. */
  api: ApiClient;
  actor: SessionActor;
}

const { Context: SessionContext, useValue: useSessionValue } = requiredContext<SessionValue>('SessionProvider', 'session');
export { SessionContext };

export function useApi(): ApiClient {
  return useSessionValue().api;
}

export interface Session {
  userInfo: UserInfo | undefined;
  /** The signed-in role, undefined for a visitor (the engine's guards take it this way). */
  role: string | undefined;
  signingOut: boolean;
  actor: SessionActor;
}

export function useSession(): Session {
  const { actor } = useSessionValue();
  const userInfo = useSelector(actor, (state) => state.context.userInfo);
  const signingOut = useSelector(actor, (state) => state.matches('signingOut'));
  return { userInfo, role: userInfo?.role, signingOut, actor };
}
