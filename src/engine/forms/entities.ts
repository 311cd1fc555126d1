import type { SchemaNode } from './dereference';
import accessRequestResolution from '../../../schemas/entities/access-request-resolution.schema.json';
import accountClaimCode from '../../../schemas/entities/account-claim-code.schema.json';
import accountApplicationRequest from '../../../schemas/entities/account-application-request.schema.json';
import accountRequestApplication from '../../../schemas/entities/account-request-application.schema.json';
import creditApplicationRequest from '../../../schemas/entities/credit-application-request.schema.json';
import accountStatus from '../../../schemas/entities/account-status.schema.json';
import accountUpdate from '../../../schemas/entities/account-update.schema.json';
import apiKeyCreateRequest from '../../../schemas/entities/api-key-create-request.schema.json';
import apiKeyScope from '../../../schemas/entities/api-key-scope.schema.json';
import eventType from '../../../schemas/entities/event-type.schema.json';
import tankReadingRequest from '../../../schemas/entities/tank-reading-request.schema.json';
import tankPlanSwitchRequest from '../../../schemas/entities/tank-plan-switch-request.schema.json';
import tankAccessNotesRequest from '../../../schemas/entities/tank-access-notes-request.schema.json';
import tankAwayRequest from '../../../schemas/entities/tank-away-request.schema.json';
import tankWorryRequest from '../../../schemas/entities/tank-worry-request.schema.json';
import deliveryPlan from '../../../schemas/entities/delivery-plan.schema.json';
import priceAlertRequest from '../../../schemas/entities/price-alert-request.schema.json';
import programEnrolmentRequest from '../../../schemas/entities/program-enrolment-request.schema.json';
import deliveryStatusRequest from '../../../schemas/entities/delivery-status-request.schema.json';
import deliveryStatus from '../../../schemas/entities/delivery-status.schema.json';
import deliveryFailureReason from '../../../schemas/entities/delivery-failure-reason.schema.json';
import ticketRefundRequest from '../../../schemas/entities/ticket-refund-request.schema.json';
import webhookEndpointRequest from '../../../schemas/entities/webhook-endpoint-request.schema.json';
import address from '../../../schemas/entities/address.schema.json';
import bankAccountData from '../../../schemas/entities/bank-account-data.schema.json';
import bankSourceRequest from '../../../schemas/entities/bank-source-request.schema.json';
import cardData from '../../../schemas/entities/card-data.schema.json';
import cardPaymentRequest from '../../../schemas/entities/card-payment-request.schema.json';
import cardSourceRequest from '../../../schemas/entities/card-source-request.schema.json';
import changePasswordRequest from '../../../schemas/entities/change-password-request.schema.json';
import email from '../../../schemas/entities/email.schema.json';
import fuelOrderContents from '../../../schemas/entities/fuel-order-contents.schema.json';
import fuelOrderPayment from '../../../schemas/entities/fuel-order-payment.schema.json';
import guestLookupRequest from '../../../schemas/entities/guest-lookup-request.schema.json';
import guestPaymentDetails from '../../../schemas/entities/guest-payment-details.schema.json';
import forgotPasswordRequest from '../../../schemas/entities/forgot-password-request.schema.json';
import householdMember from '../../../schemas/entities/household-member.schema.json';
import inquiryRequest from '../../../schemas/entities/inquiry-request.schema.json';
import loginRequest from '../../../schemas/entities/login-request.schema.json';
import nameText from '../../../schemas/entities/name-text.schema.json';
import newCustomerOrder from '../../../schemas/entities/new-customer-order.schema.json';
import newCustomerPayment from '../../../schemas/entities/new-customer-payment.schema.json';
import newCustomerRequest from '../../../schemas/entities/new-customer-request.schema.json';
import newCustomerTank from '../../../schemas/entities/new-customer-tank.schema.json';
import newPasswordRequest from '../../../schemas/entities/new-password-request.schema.json';
import notificationPreference from '../../../schemas/entities/notification-preference.schema.json';
import notifyMethod from '../../../schemas/entities/notify-method.schema.json';
import password from '../../../schemas/entities/password.schema.json';
import phone from '../../../schemas/entities/phone.schema.json';
import profileUpdate from '../../../schemas/entities/profile-update.schema.json';
import registerUserRequest from '../../../schemas/entities/register-user-request.schema.json';
import selfRegisterRequest from '../../../schemas/entities/self-register-request.schema.json';
import townNotification from '../../../schemas/entities/town-notification.schema.json';
import townNoticeRequest from '../../../schemas/entities/town-notice-request.schema.json';
import userCreate from '../../../schemas/entities/user-create.schema.json';
import userUpdate from '../../../schemas/entities/user-update.schema.json';
import winterAddress from '../../../schemas/entities/winter-address.schema.json';

/**
 * The entity schemas forms pick fields from, and those their `$ref`s name, by file name
 * without .schema.json (the name a form document's `entity` uses).
 */
export const entitySchemas: Readonly<Record<string, SchemaNode>> = {
  address,
  'account-status': accountStatus,
  'account-update': accountUpdate,
  'api-key-create-request': apiKeyCreateRequest,
  'api-key-scope': apiKeyScope,
  'event-type': eventType,
  'tank-reading-request': tankReadingRequest,
  'tank-plan-switch-request': tankPlanSwitchRequest,
  'tank-access-notes-request': tankAccessNotesRequest,
  'tank-away-request': tankAwayRequest,
  'tank-worry-request': tankWorryRequest,
  'delivery-plan': deliveryPlan,
  'price-alert-request': priceAlertRequest,
  'program-enrolment-request': programEnrolmentRequest,
  'delivery-status-request': deliveryStatusRequest,
  'delivery-status': deliveryStatus,
  'delivery-failure-reason': deliveryFailureReason,
  'ticket-refund-request': ticketRefundRequest,
  'webhook-endpoint-request': webhookEndpointRequest,
  'access-request-resolution': accessRequestResolution,
  'account-application-request': accountApplicationRequest,
  'account-claim-code': accountClaimCode,
  'account-request-application': accountRequestApplication,
  'credit-application-request': creditApplicationRequest,
  'bank-account-data': bankAccountData,
  'bank-source-request': bankSourceRequest,
  'card-data': cardData,
  'card-payment-request': cardPaymentRequest,
  'card-source-request': cardSourceRequest,
  'change-password-request': changePasswordRequest,
  email,
  'forgot-password-request': forgotPasswordRequest,
  'fuel-order-contents': fuelOrderContents,
  'fuel-order-payment': fuelOrderPayment,
  'guest-lookup-request': guestLookupRequest,
  'guest-payment-details': guestPaymentDetails,
  'household-member': householdMember,
  'inquiry-request': inquiryRequest,
  'login-request': loginRequest,
  'name-text': nameText,
  'new-customer-order': newCustomerOrder,
  'new-customer-payment': newCustomerPayment,
  'new-customer-request': newCustomerRequest,
  'new-customer-tank': newCustomerTank,
  'new-password-request': newPasswordRequest,
  'notification-preference': notificationPreference,
  'notify-method': notifyMethod,
  password,
  phone,
  'profile-update': profileUpdate,
  'register-user-request': registerUserRequest,
  'self-register-request': selfRegisterRequest,
  'town-notification': townNotification,
  'town-notice-request': townNoticeRequest,
  'user-create': userCreate,
  'user-update': userUpdate,
  'winter-address': winterAddress,
};
