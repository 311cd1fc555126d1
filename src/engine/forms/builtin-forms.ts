import type { FormDocument } from '../../../schemas/generated/form';
import accessRequestApproveForm from '../../../schemas/forms/access-request-approve.form.json';
import applyForAccountForm from '../../../schemas/forms/apply-for-account.form.json';
import creditApplicationForm from '../../../schemas/forms/credit-application.form.json';
import residentialApplicationForm from '../../../schemas/forms/residential-application.form.json';
import changePasswordForm from '../../../schemas/forms/change-password.form.json';
import contactForm from '../../../schemas/forms/contact.form.json';
import forgotPasswordForm from '../../../schemas/forms/forgot-password.form.json';
import fuelOrderForm from '../../../schemas/forms/fuel-order.form.json';
import fuelOrderChoicesForm from '../../../schemas/forms/fuel-order-choices.form.json';
import guestLookupForm from '../../../schemas/forms/guest-lookup.form.json';
import guestPaymentDetailsForm from '../../../schemas/forms/guest-payment-details.form.json';
import loginForm from '../../../schemas/forms/login.form.json';
import newCustomerForm from '../../../schemas/forms/new-customer.form.json';
import paymentBankForm from '../../../schemas/forms/payment-bank.form.json';
import paymentCardForm from '../../../schemas/forms/payment-card.form.json';
import paymentSaveForm from '../../../schemas/forms/payment-save.form.json';
import profileForm from '../../../schemas/forms/profile.form.json';
import registerForm from '../../../schemas/forms/register.form.json';
import registerCodeForm from '../../../schemas/forms/register-code.form.json';
import requestAccessForm from '../../../schemas/forms/request-access.form.json';
import resetPasswordForm from '../../../schemas/forms/reset-password.form.json';
import userCreateForm from '../../../schemas/forms/user-create.form.json';
import userEditForm from '../../../schemas/forms/user-edit.form.json';
import accountEmailForm from '../../../schemas/forms/account-email.form.json';
import accountStatusForm from '../../../schemas/forms/account-status.form.json';
import apiKeyCreateForm from '../../../schemas/forms/api-key-create.form.json';
import tankReadingForm from '../../../schemas/forms/tank-reading.form.json';
import tankPlanSwitchForm from '../../../schemas/forms/tank-plan-switch.form.json';
import tankAccessNotesForm from '../../../schemas/forms/tank-access-notes.form.json';
import tankAwayForm from '../../../schemas/forms/tank-away.form.json';
import tankWorriedForm from '../../../schemas/forms/tank-worried.form.json';
import priceAlertForm from '../../../schemas/forms/price-alert.form.json';
import programEnrolmentForm from '../../../schemas/forms/program-enrolment.form.json';
import deliveryStatusForm from '../../../schemas/forms/delivery-status.form.json';
import ticketRefundForm from '../../../schemas/forms/ticket-refund.form.json';
import webhookEndpointCreateForm from '../../../schemas/forms/webhook-endpoint-create.form.json';
import townNoticeForm from '../../../schemas/forms/town-notice.form.json';
import type { BuildOptions, BuiltForm } from './build-form';
import { buildFormDocument } from './build-document';

/*
 * The built-in form documents, apart from the form code: the browser asks the server for a
 * tenant's forms and loads this module (every form of the product) only as the fallback when the
 * server does not answer, so the login page does not carry them.
 */

/** JSON imports widen enums to string; tests/engine/forms.test.ts checks each file against form.schema.json. */
const asForm = (json: unknown) => json as FormDocument;

/** Built-in form documents by id (schemas/forms/<id>.form.json). */
const forms: Readonly<Record<string, FormDocument>> = {
  'change-password': asForm(changePasswordForm),
  contact: asForm(contactForm),
  'forgot-password': asForm(forgotPasswordForm),
  'fuel-order': asForm(fuelOrderForm),
  // The order's choices (the fuelOrder flow's first step): tank, deliver or fill, gallons, extras, tank level.
  'fuel-order-choices': asForm(fuelOrderChoicesForm),
  login: asForm(loginForm),
  'new-customer': asForm(newCustomerForm),
  'payment-bank': asForm(paymentBankForm),
  'payment-card': asForm(paymentCardForm),
  // Make a payment's "Save for later", above its card or bank form.
  'payment-save': asForm(paymentSaveForm),
  profile: asForm(profileForm),
  register: asForm(registerForm),
  // The register screen's second step (its layout's then.form): the code sent to the contact on file.
  'register-code': asForm(registerCodeForm),
  'request-access': asForm(requestAccessForm),
  'reset-password': asForm(resetPasswordForm),
  // A customer's reading of their tank's gauge (issue 26).
  'tank-reading': asForm(tankReadingForm),
  // A tank's delivery plan requests and 'I'm worried about running out' (issue 26): tank_request items.
  'tank-plan-switch': asForm(tankPlanSwitchForm),
  'tank-access-notes': asForm(tankAccessNotesForm),
  'tank-away': asForm(tankAwayForm),
  'tank-worried': asForm(tankWorriedForm),
  'price-alert': asForm(priceAlertForm),
  // An enrolment in the budget plan or pre-buy program (issue 26).
  'program-enrolment': asForm(programEnrolmentForm),
  'user-create': asForm(userCreateForm),
  'user-edit': asForm(userEditForm),
  // Pay As Guest's own steps (its card and bank steps use payment-card and payment-bank).
  'guest-lookup': asForm(guestLookupForm),
  'guest-payment-details': asForm(guestPaymentDetailsForm),
  // Back-office forms on screens of other kinds (the town notice under the notification matrix).
  'town-notice': asForm(townNoticeForm),
  // Hand-built once (issue 23): the API key and webhook endpoint panels, the staff account screen's editors and refund.
  'api-key-create': asForm(apiKeyCreateForm),
  'webhook-endpoint-create': asForm(webhookEndpointCreateForm),
  'account-status': asForm(accountStatusForm),
  'account-email': asForm(accountEmailForm),
  'ticket-refund': asForm(ticketRefundForm),
  // Back-office dialogs a table's row action asks before its call (issue 23).
  'access-request-approve': asForm(accessRequestApproveForm),
  // A fuel order's next delivery step, set in the queue (issue 26).
  'delivery-status': asForm(deliveryStatusForm),
  // Applications (issue 13): workflow items staff read in their queues.
  'apply-for-account': asForm(applyForAccountForm),
  'credit-application': asForm(creditApplicationForm),
  'residential-application': asForm(residentialApplicationForm),
};

export function formIds(): string[] {
  return Object.keys(forms);
}

/** The built-in form document of an id (schemas/forms/<id>.form.json). */
export function formDocument(id: string): FormDocument {
  const form = Object.hasOwn(forms, id) ? forms[id] : undefined;
  if (!form) throw new Error(`Unknown form ${id}`);
  return form;
}

/** A built-in form, as it ships. */
export function getForm(id: string, options: Omit<BuildOptions, 'entities'> = {}): BuiltForm {
  return buildFormDocument(formDocument(id), options);
}
