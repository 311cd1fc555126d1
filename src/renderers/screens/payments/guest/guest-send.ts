import type { GuestPaymentEvent } from '../../../../machines/guest-payment-context';

/** The machine's send, as the steps use it. */
export type GuestSend = (event: GuestPaymentEvent) => void;
