import type { components } from '../engine/api/types';
import { isFillOnly, orderProblems, type OrderProblem, type OrderSettingsSource } from '../engine/orders/fuel-order-rules';
import { offeredPaymentChoices, orderPaymentProblem, paymentShown, type OrderPaymentChoice, type OrderPaymentSettings } from '../engine/orders/order-payment';
import { newSourceProblems, type NewSource, type PaymentType } from './payment-details';
import { attemptDefaults, type AttemptInput } from './attempt-input';

export type FuelOrderPrice = components['schemas']['FuelOrderPrice'];
export type FuelOrderCreated = components['schemas']['FuelOrderCreated'];
export type FuelOrderRequest = components['schemas']['FuelOrderRequest'];

/** A drop the customer may order for (the account's tanks). */
export interface OrderableDrop {
  drop_id: string;
  tank_size?: number | null;
}

export interface FuelOrderInput extends AttemptInput {
  accountId: string;
  drops: OrderableDrop[];
  /** The drop the customer came with (the Drops screen's "Order"), else the first. */
  dropId?: string;
  settings: OrderSettingsSource & OrderPaymentSettings;
  /** The customer's saved sources (card on file). */
  savedSourceIds: number[];
}

/** What the customer chose, as typed. Card or bank data lives only while a new payment method is chosen. */
export interface OrderDraft {
  dropId?: string;
  fill: boolean;
  gallons: string;
  extras: string[];
  tankLevel: string;
  specialInstructions: string;
  payment?: OrderPaymentChoice;
  paymentId?: number;
  newSource?: NewSource;
  location: string;
  /** Answers to the tenant's added fields. */
  extra: Record<string, unknown>;
}

export interface FuelOrderContext extends Required<Omit<FuelOrderInput, 'dropId'>> {
  draft: OrderDraft;
  price?: FuelOrderPrice;
  /** The words of a failed price or order call. */
  failure?: string;
  idempotencyKey?: string;
  result?: FuelOrderCreated;
}

export type FuelOrderEvent =
  | { type: 'SET_DROP'; dropId: string }
  | { type: 'SET_FILL'; fill: boolean }
  | { type: 'SET_GALLONS'; gallons: string }
  | { type: 'SET_EXTRAS'; extras: string[] }
  | { type: 'SET_TANK_LEVEL'; tankLevel: string }
  | { type: 'SET_INSTRUCTIONS'; text: string; extra?: Record<string, unknown> }
  | { type: 'CHOOSE_PAYMENT'; choice: OrderPaymentChoice }
  | { type: 'CHOOSE_SAVED_SOURCE'; paymentId: number }
  | { type: 'CHOOSE_NEW_TYPE'; paymentType: PaymentType }
  | { type: 'UPDATE_NEW_SOURCE'; source: NewSource }
  | { type: 'SET_LOCATION'; location: string }
  | { type: 'PRICE' }
  | { type: 'BACK' }
  | { type: 'CONFIRM' }
  | { type: 'RETRY' }
  | { type: 'EDIT' };

export function initialFuelOrderContext(input: FuelOrderInput): FuelOrderContext {
  const dropId = input.drops.some((d) => d.drop_id === input.dropId) ? input.dropId : input.drops[0]?.drop_id;
  const offered = offeredPaymentChoices(input.settings);
  return {
    accountId: input.accountId,
    drops: input.drops,
    settings: input.settings,
    savedSourceIds: input.savedSourceIds,
    ...attemptDefaults(input),
    draft: {
      dropId,
      fill: isFillOnly(input.settings),
      gallons: '',
      extras: [],
      tankLevel: '',
      specialInstructions: '',
      // Card on file is proposed when the customer has one; otherwise nothing is chosen for them.
      payment: paymentShown(input.settings) && offered.includes('card_on_file') && input.savedSourceIds.length ? 'card_on_file' : undefined,
      paymentId: input.savedSourceIds[0],
      location: '',
      extra: {},
    },
  };
}

/** The order's rule failures as the customer has it now (the engine's, as the server checks them). */
export function draftProblems(context: Pick<FuelOrderContext, 'draft' | 'drops' | 'settings'>): OrderProblem[] {
  const { draft } = context;
  const drop = context.drops.find((d) => d.drop_id === draft.dropId);
  return orderProblems(
    { fill: draft.fill, gallons: draft.gallons, extras: draft.extras, tank_level: draft.tankLevel, special_instructions: draft.specialInstructions },
    context.settings,
    drop?.tank_size,
  );
}

/** What is wrong with the payment choice, or null (a new source: the card or bank rules too). */
export function draftPaymentProblem(context: Pick<FuelOrderContext, 'draft' | 'settings' | 'clock'>): string | null {
  const { draft } = context;
  const payment = paymentOf(draft);
  const problem = orderPaymentProblem(payment, context.settings);
  if (problem) return problem.message;
  if (draft.payment === 'card_on_file' && draft.paymentId === undefined) return 'Choose a card on file';
  if (draft.payment === 'new_payment_method') {
    if (!draft.newSource) return 'Choose a card or a bank account';
    // The form beside the choice shows each field's own message; this only keeps the order from going on.
    if (newSourceProblems(draft.newSource, new Date(context.clock.now())).length) return 'Complete the payment details';
  }
  return null;
}

type Payment = NonNullable<FuelOrderRequest['item_contents']['payment']>;

function paymentOf(draft: OrderDraft): Payment | undefined {
  switch (draft.payment) {
    case 'card_on_file':
      return { payment_type: 'credit_card', payment_id: draft.paymentId ?? 0 };
    case 'new_payment_method':
      if (!draft.newSource) return { payment_type: 'credit_card', data: {} as never };
      return draft.newSource.payment_type === 'credit_card'
        ? { payment_type: 'credit_card', data: draft.newSource.data }
        : { payment_type: 'bank_account', data: draft.newSource.data as never };
    case 'meet_the_driver':
      return { payment_type: 'meet_the_driver' };
    case 'leave_payment':
      return { payment_type: 'location', data: { location: draft.location } };
    default:
      return undefined;
  }
}

/** The body of price-fuel-order (no payment) and create-fuel-order. */
export function orderBody(context: Pick<FuelOrderContext, 'draft' | 'accountId' | 'settings'>, withPayment: boolean): FuelOrderRequest {
  const { draft } = context;
  const payment = withPayment ? paymentOf(draft) : undefined;
  return {
    item_type: 'fuel_order',
    item_contents: {
      account_id: context.accountId,
      drop_id: draft.dropId ?? '',
      fill: draft.fill,
      gallons: draft.fill ? null : draft.gallons.trim(),
      extras: draft.extras,
      ...(context.settings.fuel_order?.tank_level ? { tank_level: draft.tankLevel.trim() } : {}),
      special_instructions: draft.specialInstructions,
      ...(payment ? { payment } : {}),
    },
    ...(Object.keys(draft.extra).length ? { extra: draft.extra as FuelOrderRequest['extra'] } : {}),
  };
}
