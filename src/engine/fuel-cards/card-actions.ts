/**
 * What a fleet fuel card offers, by its status (spec 1 §4 and §6): the rule the server enforces on
 * suspend and activate. The card table's buttons are layout data (the Fuel Cards screen's row
 * actions, shown `when` the status allows); tests/engine/fuel-card-actions.test.ts holds the two
 * together, so they never disagree.
 *
 * Spec 1 §4: "A pending card has no suspend action. A suspended card shows 'Activate'; any other
 * shows 'Suspend'." The spec does not say whether a pending card may be activated; here it may:
 * a pending card is one the supplier has made but the fleet manager has not yet switched on, and
 * activating it issues it (it becomes active and gets its issue date).
 */
import type { FuelCardStatus } from '../../../schemas/generated/enums';

export { FUEL_CARD_STATUSES, type FuelCardStatus } from '../../../schemas/generated/enums';

/** The status-changing commands; Details and Remove suit every card. */
export type FuelCardCommand = 'suspend' | 'activate';

/** The one status command a card offers (the Suspend/Activate button): Activate when not active, else Suspend. */
export function toggleCommand(status: FuelCardStatus): FuelCardCommand {
  return status === 'active' ? 'suspend' : 'activate';
}

/** What a command does to a card: its new status, and whether this issues it; or why it is refused. */
export type FuelCardTransition =
  | { ok: true; status: FuelCardStatus; issues: boolean; changed: boolean }
  | { ok: false; reason: 'not_issued' };

/**
 * The server's side of the same rule. A command the card's status does not offer is refused only
 * where the spec refuses it (suspending a pending card); a command whose target is already the
 * card's status changes nothing and succeeds, so a repeated click or a retried request is harmless.
 */
export function fuelCardTransition(status: FuelCardStatus, command: FuelCardCommand): FuelCardTransition {
  if (command === 'suspend') {
    if (status === 'pending') return { ok: false, reason: 'not_issued' };
    return { ok: true, status: 'suspended', issues: false, changed: status !== 'suspended' };
  }
  return { ok: true, status: 'active', issues: status === 'pending', changed: status !== 'active' };
}
