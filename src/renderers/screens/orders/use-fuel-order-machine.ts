import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useMachine } from '@xstate/react';
import type { Account } from '../../../engine/api/types';
import { fuelOrderFlag } from '../../../engine/success-flags';
import { dropsOf } from '../../../engine/orders/order-choices';
import { fuelOrderMachine, type FuelOrderCreated, type FuelOrderInput, type FuelOrderPrice, type FuelOrderRequest } from '../../../machines/fuel-order.machine';
import { successFlags } from '../../feedback/success-flags';
import { useApi } from '../../session/session-context';
import { useTenant } from '../../tenant/tenant-context';

/**
 * The fuel-order machine for one account with its I/O: price-fuel-order and create-fuel-order
 * (under the machine's Idempotency-Key), and the account's fuel-order success flag, the store the
 * Payment screen's flag lives in. A refusal rejects with the spec's words for that operation.
 */
export function useFuelOrderMachine(account: Account, savedSourceIds: number[], dropId: string | undefined) {
  const api = useApi();
  const { settings } = useTenant();
  const machine = useMemo(
    () =>
      fuelOrderMachine.provide({
        actors: {
          priceOrder: fromPromise<FuelOrderPrice, { body: FuelOrderRequest }>(async ({ input }) =>
            api.data('priceFuelOrder', { body: input.body }),
          ),
          submitOrder: fromPromise<FuelOrderCreated, { body: FuelOrderRequest; idempotencyKey: string }>(async ({ input }) =>
            api.data('createFuelOrder', { header: { 'Idempotency-Key': input.idempotencyKey }, body: input.body }),
          ),
        },
        actions: { recordSuccess: (_, { accountId }) => successFlags().set(fuelOrderFlag(accountId)) },
      }),
    [api],
  );
  const input: FuelOrderInput = {
    accountId: account.account_id,
    drops: dropsOf(account).map(({ drop }) => ({ drop_id: drop.drop_id, tank_size: drop.tank_size })),
    dropId,
    settings: settings as FuelOrderInput['settings'],
    savedSourceIds,
  };
  return useMachine(machine, { input });
}

export type FuelOrderMachineValue = ReturnType<typeof useFuelOrderMachine>;
