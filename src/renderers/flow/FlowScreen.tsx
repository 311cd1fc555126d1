import type { ComponentType } from 'react';
import { lazyWithWords } from '../language/lazy-with-words';
import { isFlowName, type FlowName } from '../../engine/layout/flows';
import type { ScreenProps } from '../registry/types';
import { UnknownScreen } from '../registry/UnknownScreen';

/**
 * The driver of each flow (engine layout/flows.ts), each its own chunk: it runs the flow's machine
 * and draws the step its state is in, with the form or the step renderer the layout names for it
 * (flow-steps.ts). Typed by the flows, so a flow without a driver does not compile.
 */
const drivers: Record<FlowName, ComponentType<ScreenProps>> = {
  payment: lazyWithWords(() => import('../screens/payments/PaymentScreen')),
  guestPayment: lazyWithWords(() => import('../screens/payments/guest/GuestPaymentScreen')),
  fuelOrder: lazyWithWords(() => import('../screens/orders/OrderFuelScreen')),
  signup: lazyWithWords(() => import('../screens/new-customer/NewCustomerScreen')),
};

/** The `flow` kind: the screen's flow, driven by its machine, its steps drawn as the layout says. */
export default function FlowScreen({ screen }: ScreenProps) {
  const Driver = isFlowName(screen.flow) ? drivers[screen.flow] : UnknownScreen;
  return <Driver screen={screen} />;
}
