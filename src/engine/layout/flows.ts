/**
 * The flows a `flow` screen may run: each is one XState machine of src/machines/ (its states
 * decide which step shows), the operation it submits at its end, and its steps. A step is drawn
 * either by a form document (`'form'`: the layout names which) or by one of the named step
 * renderers listed for it (the layout names which; src/renderers/flow/ registers them, typed by
 * these names, so a name without a renderer does not compile).
 */
export interface FlowRule {
  /** The operation the flow's machine submits at its end. */
  submit: string;
  /** The step whose form's answers the operation takes (its x-form), if it takes a form's. */
  submitsForm?: string;
  steps: Readonly<Record<string, 'form' | readonly string[]>>;
}

export const flowRules = {
  /**
   * Make a payment (payment.machine): a saved source or a new card or bank account (whether to keep
   * it, `save`, drawn as one form with the card's or bank's), the amount, then makePayment.
   */
  payment: {
    submit: 'makePayment',
    steps: { source: ['savedOrNewSource'], save: 'form', card: 'form', bank: 'form', review: ['paymentReview'], receipt: ['paymentReceipt'] },
  },
  /**
   * Pay As Guest (guest-payment.machine): find the bill, the amount, receipt email and way to pay
   * (`details`, drawn as one form with the card's or bank's), review, then makeGuestPayment.
   */
  guestPayment: {
    submit: 'makeGuestPayment',
    steps: { lookup: 'form', details: 'form', card: 'form', bank: 'form', review: ['guestReview'], receipt: ['guestReceipt'] },
  },
  /** Order fuel (fuel-order.machine): the order, how it is paid, its added answers, the server's price, then createFuelOrder. */
  fuelOrder: {
    submit: 'createFuelOrder',
    submitsForm: 'details',
    steps: { choices: 'form', payment: ['orderPayment'], card: 'form', bank: 'form', details: 'form', review: ['orderReview'] },
  },
  /** New customer signup (signup-eligibility.machine): the address, checked, then the application; registerNewCustomer. */
  signup: {
    submit: 'registerNewCustomer',
    submitsForm: 'application',
    steps: { application: 'form', done: ['signupDone'] },
  },
} as const satisfies Record<string, FlowRule>;

export type FlowName = keyof typeof flowRules;

type StepsOf<F extends FlowName> = (typeof flowRules)[F]['steps'];

/** The steps of a flow drawn by a form document. */
export type FlowFormStep<F extends FlowName> = { [S in keyof StepsOf<F>]: StepsOf<F>[S] extends 'form' ? S : never }[keyof StepsOf<F>] & string;

/** The steps of a flow drawn by a named renderer. */
export type FlowRendererStep<F extends FlowName> = Exclude<keyof StepsOf<F> & string, FlowFormStep<F>>;

/** The names of the renderers that may draw a step. */
export type FlowStepRendererName<F extends FlowName, S extends FlowRendererStep<F>> = StepsOf<F>[S] extends readonly (infer N)[] ? N & string : never;

export function isFlowName(name: string | undefined): name is FlowName {
  return name !== undefined && Object.hasOwn(flowRules, name);
}
