import { messageSet } from './message-set';

/**
 * The words of the customers' table screens that the layout names by key (a row action's question
 * and done message, an account frame's "not available"): fleet fuel cards (spec 1 §4, §6 name the
 * actions, not their messages) and records. Apart from the catalogue so that the login page, which
 * loads the catalogue, does not carry them: the table kind resolves them (table/actions/action-text).
 */
export const tableMessages = messageSet({
  fuelCardSuspended: 'Card suspended successfully!',
  fuelCardActivated: 'Card activated successfully!',
  fuelCardRemoved: 'Card removed successfully!',
  confirmRemoveFuelCard: 'Remove the card ending in {last4} ({card_user_name})? It will stop working and cannot be restored here.',
  fuelCardsUnavailable: 'Fuel cards are not available for your accounts.',
  recordsUnavailable: 'Records are not available for your accounts.',
  priceAlertDeleted: 'The price alert is deleted.',
  confirmDeletePriceAlert: 'Delete the alert for {product_name} at or below ${threshold}?',
}, (language) => import(`./locales/${language}/tables.ts`));
