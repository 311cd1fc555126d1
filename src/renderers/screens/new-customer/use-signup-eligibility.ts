import { useMemo } from 'react';
import { useMachine } from '@xstate/react';
import { fromPromise } from 'xstate';
import { signupEligibilityMachine, type EligibilityAddress, type EligibilityAnswer } from '../../../machines/signup-eligibility.machine';
import { failureMessage } from '../../../engine/api/call-error';
import { useToast } from '../../feedback/toast-context';
import { useApi } from '../../session/session-context';

/**
 * The signup eligibility machine with its call (POST /new-customer/eligible) and its announcement:
 * the server's message as a success toast when the address is served, an error toast when not.
 */
export function useSignupEligibility() {
  const api = useApi();
  const toast = useToast();
  const machine = useMemo(
    () =>
      signupEligibilityMachine.provide({
        actors: {
          checkEligibility: fromPromise<EligibilityAnswer, EligibilityAddress>(({ input: { zipcode, ...place } }) => api.data('checkNewCustomerEligibility', { body: { zip_code: zipcode, ...place } })),
        },
        actions: {
          announce: (_, { answer, error }) => {
            if (answer) (answer.is_eligible ? toast.success : toast.error)(answer.eligibility_message);
            else if (error) toast.error(failureMessage(error));
          },
        },
      }),
    [api, toast],
  );
  return useMachine(machine);
}
