import { assign, fromPromise, setup } from 'xstate';
import { zip5Of } from '../engine/validation/zipcode';

/** What POST /new-customer/eligible answers. */
export interface EligibilityAnswer {
  is_eligible: boolean;
  eligibility_message: string;
}

export interface SignupEligibilityContext {
  /** The five-digit ZIP last checked (or being checked). */
  zipcode?: string;
  answer?: EligibilityAnswer;
  /** Why the check could not be made (the server did not answer, a malformed ZIP). */
  error?: string;
}

export type SignupEligibilityEvent =
  /** The prospect asks to check the delivery address. */
  | { type: 'CHECK'; zipcode: string }
  /** The delivery ZIP changed on the form: checked again when it is a new, well-formed ZIP. */
  | { type: 'ZIP_CHANGED'; zipcode: string }
  /** After a successful signup the form starts over. */
  | { type: 'RESET' };

/**
 * Signup eligibility (spec 1 §4 "the rest of the form appears only once the delivery address is
 * eligible"): address entered → checking (POST /new-customer/eligible) → eligible | ineligible |
 * error; a changed ZIP checks again. The screen shows the rest of the form only in `eligible`, and
 * `announce` (provided by the screen) shows the message as a success or an error toast by
 * is_eligible.
 */
export const signupEligibilityMachine = setup({
  types: { context: {} as SignupEligibilityContext, events: {} as SignupEligibilityEvent },
  actors: {
    checkEligibility: fromPromise<EligibilityAnswer, { zipcode: string }>(async () => {
      throw new Error('checkEligibility is provided by the renderer');
    }),
  },
  actions: {
    announce: (_, _params: { answer?: EligibilityAnswer; error?: string }) => {},
  },
  guards: {
    wellFormed: (_, { zipcode }: { zipcode: string }) => zip5Of(zipcode) !== undefined,
    newZip: ({ context }, { zipcode }: { zipcode: string }) => zip5Of(zipcode) !== undefined && zip5Of(zipcode) !== context.zipcode,
    isEligible: (_, { answer }: { answer: EligibilityAnswer }) => answer.is_eligible,
  },
}).createMachine({
  id: 'signupEligibility',
  context: {},
  initial: 'editing',
  on: {
    CHECK: { guard: { type: 'wellFormed', params: ({ event }) => ({ zipcode: event.zipcode }) }, target: '.checking', actions: assign({ zipcode: ({ event }) => zip5Of(event.zipcode) }) },
    ZIP_CHANGED: { guard: { type: 'newZip', params: ({ event }) => ({ zipcode: event.zipcode }) }, target: '.checking', actions: assign({ zipcode: ({ event }) => zip5Of(event.zipcode) }) },
    RESET: { target: '.editing', actions: assign({ zipcode: undefined, answer: undefined, error: undefined }) },
  },
  states: {
    editing: {},
    checking: {
      entry: assign({ answer: undefined, error: undefined }),
      invoke: {
        src: 'checkEligibility',
        input: ({ context }) => ({ zipcode: context.zipcode! }),
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
