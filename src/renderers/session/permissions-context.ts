import { createContext, useContext } from 'react';
import type { Schemas } from '../../engine/api/types';

export type Permission = Schemas['Permission'];

export interface PermissionsValue {
  /** The signed-in caller's permissions ('*' grants all); empty for a visitor. */
  permissions: readonly Permission[];
  /** False while a signed-in caller's permissions are still being fetched. */
  loaded: boolean;
}

export const PermissionsContext = createContext<PermissionsValue>({ permissions: [], loaded: true });

export function usePermissions(): PermissionsValue {
  return useContext(PermissionsContext);
}
