import type { OperationHandlers } from '../../openapi/operation-types';
import { activateFuelCard } from './activate-fuel-card';
import { getFuelCard } from './get-fuel-card';
import { listFuelCards } from './list-fuel-cards';
import { removeFuelCard } from './remove-fuel-card';
import { suspendFuelCard } from './suspend-fuel-card';

/** An account's fleet fuel cards: list, details, suspend, activate, remove. */
export const fuelCardsHandlers = {
  listFuelCards,
  getFuelCard,
  suspendFuelCard,
  activateFuelCard,
  removeFuelCard,
} satisfies Partial<OperationHandlers>;
