import type { components } from '../engine/api/types';
import type { FuelOrderEvent, OrderDraft } from './fuel-order-context';

/** The answers of the order's choices form (form fuel-order-choices): its fields of the order's contents. */
export type OrderChoiceAnswers = Partial<Pick<components['schemas']['FuelOrderContents'], 'drop_id' | 'fill' | 'gallons' | 'extras' | 'tank_level'>>;

/** The draft as the choices form shows it: the machine's draft is what the form draws. */
export function choiceAnswers(draft: OrderDraft): OrderChoiceAnswers {
  return { drop_id: draft.dropId, fill: draft.fill, gallons: draft.gallons, extras: draft.extras, tank_level: draft.tankLevel };
}

/** A typed number as the draft keeps it: the text typed (the form may hand back 150 for "150"), '' for none. */
const asTyped = (value: OrderChoiceAnswers['gallons']): string => (value === undefined || value === null ? '' : String(value));

/**
 * The machine's events for what the customer changed in the choices form, one per answer that
 * differs from the draft: the machine stays the one source of truth (its guards still refuse a
 * tank not on the account, or a delivery from a fill-only supplier).
 */
export function choiceEvents(draft: OrderDraft, answers: OrderChoiceAnswers): FuelOrderEvent[] {
  const events: FuelOrderEvent[] = [];
  if (answers.drop_id !== undefined && answers.drop_id !== draft.dropId) events.push({ type: 'SET_DROP', dropId: answers.drop_id });
  if (answers.fill !== undefined && answers.fill !== draft.fill) events.push({ type: 'SET_FILL', fill: answers.fill });
  if (!draft.fill && asTyped(answers.gallons) !== draft.gallons) events.push({ type: 'SET_GALLONS', gallons: asTyped(answers.gallons) });
  const extras = answers.extras ?? [];
  if (extras.length !== draft.extras.length || extras.some((id, i) => id !== draft.extras[i])) events.push({ type: 'SET_EXTRAS', extras: [...extras] });
  if (asTyped(answers.tank_level) !== draft.tankLevel) events.push({ type: 'SET_TANK_LEVEL', tankLevel: asTyped(answers.tank_level) });
  return events;
}
