import { assign, fromPromise, setup } from 'xstate';
import { toAlpha2 } from '../engine/address/country-codes';
import { isPostalCode } from '../engine/address/postal-codes';
import { zip5Of } from '../engine/validation/zipcode';

/** What POST /new-customer/eligible answers. */
export interface EligibilityAnswer {
  is_eligible: boolean;
  eligibility_message: string;
}

/**
 * The delivery address as the check needs it. In the US the five-digit ZIP decides; abroad the
 * country and its subdivision (issue 22, item 9). `country` absent or empty is the US.
 */
export interface EligibilityAddress {
  zipcode: string;
  country?: string;
  state?: string;
  city?: string;
}

export interface SignupEligibilityContext {
  /** The postal code last checked (or being checked): a US ZIP's five digits, else as typed. */
  zipcode?: string;
  /** The address last checked (or being checked), as sent. */
  address?: EligibilityAddress;
  answer?: EligibilityAnswer;
  /** Why the check could not be made (the server did not answer, a malformed ZIP). */
  error?: string;
}

export type SignupEligibilityEvent =
  /** The prospect asks to check the delivery address. */
  | ({ type: 'CHECK' } & EligibilityAddress)
  /** The delivery address changed on the form: checked again when it is a new, well-formed one. */
  | ({ type: 'ZIP_CHANGED' } & EligibilityAddress)
  /** After a successful signup the form starts over. */
  | { type: 'RESET' };

const countryOf = (address: EligibilityAddress) => (address.country?.trim() ? (toAlpha2(address.country) ?? address.country.trim()) : 'US');

/** The address as it is sent, or undefined when its postal code is not one of its country (then nothing is sent). */
export function checkedAddress(address: EligibilityAddress): EligibilityAddress | undefined {
  const country = countryOf(address);
  if (country === 'US') {
    const zip5 = zip5Of(address.zipcode);
    return zip5 === undefined ? undefined : { zipcode: zip5, country: 'US' };
  }
  if (!isPostalCode(country, address.zipcode)) return undefined;
  return { zipcode: address.zipcode.trim(), country, state: address.state?.trim() ?? '', city: address.city?.trim() ?? '' };
}

/** What decides the answer: a new key is a new check (a changed city abroad only changes the wording). */
const keyOf = (address: EligibilityAddress | undefined) => (address ? [address.country, address.zipcode.toUpperCase(), address.country === 'US' ? '' : address.state?.toUpperCase()].join('|') : undefined);

/**
 * Signup eligibility (spec 1 §4 "the rest of the form appears only once the delivery address is
 * eligible"): address entered → checking (POST /new-customer/eligible) → eligible | ineligible |
 * error; a changed address checks again. The screen shows the rest of the form only in `eligible`,
 * and `announce` (provided by the screen) shows the message as a success or an error toast by
 * is_eligible.
 */
export const signupEligibilityMachine = setup({
  types: { context: {} as SignupEligibilityContext, events: {} as SignupEligibilityEvent },
  actors: {
    checkEligibility: fromPromise<EligibilityAnswer, EligibilityAddress>(async () => {
      throw new Error('checkEligibility is provided by the renderer');
    }),
  },
  actions: {
    announce: (_, _params: { answer?: EligibilityAnswer; error?: string }) => {},
    /** The address about to be checked, as it is sent. */
    remember: assign(({ event }) => {
      const address = event.type === 'RESET' ? undefined : checkedAddress(event);
      return { address, zipcode: address?.zipcode };
    }),
  },
  guards: {
    wellFormed: (_, address: EligibilityAddress) => checkedAddress(address) !== undefined,
    newAddress: ({ context }, address: EligibilityAddress) => {
      const checked = checkedAddress(address);
      return checked !== undefined && keyOf(checked) !== keyOf(context.address);
    },
    isEligible: (_, { answer }: { answer: EligibilityAnswer }) => answer.is_eligible,
  },
}).createMachine({
  id: 'signupEligibility',
  context: {},
  initial: 'editing',
  on: {
    CHECK: { guard: { type: 'wellFormed', params: ({ event }) => event }, target: '.checking', actions: 'remember' },
    ZIP_CHANGED: { guard: { type: 'newAddress', params: ({ event }) => event }, target: '.checking', actions: 'remember' },
    RESET: { target: '.editing', actions: assign({ zipcode: undefined, address: undefined, answer: undefined, error: undefined }) },
  },
  states: {
    editing: {},
    checking: {
      entry: assign({ answer: undefined, error: undefined }),
      invoke: {
        src: 'checkEligibility',
        input: ({ context }) => context.address!,
        onDone: [
          {
            guard: { type: 'isEligible', params: ({ event }) => ({ answer: event.output }) },
            target: 'eligible',
            actions: [assign({ answer: ({ event }) => event.output }), { type: 'announce', params: ({ event }) => ({ answer: event.output }) }],
          },
          { target: 'ineligible', actions: [assign({ answer: ({ event }) => event.output }), { type: 'announce', params: ({ event }) => ({ answer: event.output }) }] },
        ],
        onError: {
          target: 'error',
          actions: [
            assign({ error: ({ event }) => (event.error instanceof Error ? event.error.message : String(event.error)) }),
            { type: 'announce', params: ({ event }) => ({ error: event.error instanceof Error ? event.error.message : String(event.error) }) },
          ],
        },
      },
    },
    eligible: {},
    ineligible: {},
    error: {},
  },
});
