import { createAccountRequest } from './create-account-request';
import { createCreditApplication } from './create-credit-application';
import { createResidentialApplication } from './create-residential-application';
import { revealSensitiveAnswer } from './reveal-sensitive-answer';

/** The applications (issue 13): credit, residential and another account, each a workflow item staff review. */
export const applicationsHandlers = {
  createCreditApplication,
  createResidentialApplication,
  createAccountRequest,
  revealSensitiveAnswer,
};
