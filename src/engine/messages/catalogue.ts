import { activeLanguage } from '../i18n/active-language';
import { formatMessage } from '../i18n/icu';
import { registerWords, translationsLoaded } from '../i18n/translations';
import { textWords, translatedText } from './data-texts';
import { addWords, loginWords, messageSet } from './message-set';

/**
 * Every message a user reads, worded exactly as the spec (spec 1 §5, spec 2 §8). Screens,
 * layouts and form documents refer to messages by key so the wording lives once. The few
 * texts the spec does not word are marked "(not in the spec)".
 */
export const messages = messageSet({
  valueMissing: 'Value missing',
  invalidEmail: 'Invalid email address',
  emailsDoNotMatch: 'Email addresses do not match',
  phoneInvalid: 'Please enter a 10 digit phone number',
  /** Reset and signup. */
  passwordMinimum: 'Password should be minimum 8 characters!',
  /** Change password. */
  passwordAtLeast: 'Password should be at least 8 characters',
  /** Reset password. */
  passwordsDontMatch: "Passwords don't match",
  /** Change password. */
  passwordsDoNotMatch: 'Passwords do not match',
  /** Signup. */
  passwordDoNotMatch: 'Password do not match!',
  /** The US ZIP hint (spec 2 §9). */
  zipCodeHint: 'Format: 12345 or 12345-6789',
  invalidCardNumber: 'Invalid card number',
  /** The card form's message for a bad card number. */
  enterValidCardNumber: 'Enter a valid credit card number',
  cvvDigits: 'CVV must be {n} digits.',
  cvvInvalidCard: 'Invalid card number. Please check your card.',
  invalidCardZipcode: 'Invalid card zipcode',
  /** (not in the spec) Card expiry: the spec only says a past month or year is flagged. */
  cardExpiryFormat: 'Enter the expiry date as MM/YY',
  cardExpired: 'This card has expired',
  cardExpiryTooFar: 'Check the expiry year',
  /** (not in the spec) Bank account details. */
  routingNumberInvalid: 'Enter the 9-digit routing number printed on your checks',
  bankAccountNumberInvalid: 'The account number must be 5 to 18 digits',
  accountNumbersDoNotMatch: 'Account numbers do not match',
  /** (not in the spec) A name with zero-width, bidirectional or other invisible format characters (schemas/entities/name-text.schema.json). */
  nameHiddenCharacters: 'Remove the invisible or direction-changing characters from this name',
  /** (not in the spec) Payment amounts (spec 1 §5: 1–9 digits, up to 2 decimals). */
  amountInvalid: 'Enter an amount greater than 0 with at most 2 decimals',
  amountAboveLimit: 'The amount may not be more than {max}',
  unauthorized: 'Unauthorized',
  verifyEmailUnauthorized: '(401) Unauthorized',
  errorOccurred: 'An error occurred.',
  userMayAlreadyExist: 'User may already exist. Please verify the data',
  sessionTimedOut: 'Your session has timed out',
  somethingWentWrong: 'Something went wrong.',
  noDataFound: 'No Data Found!',
  noDataAvailable: 'No data available',
  loginFailed: 'Login failed. Please try again.',
  notFound: 'Page not found',
  loginAsBanner: 'LOGIN AS',
  emailSent: 'Email sent successfully!',
  userRegistered: 'User registered successfully',
  passwordUpdated: 'Password updated successfully!',
  profileUpdated: 'Profile updated successfully!',
  appSettingsUpdated: 'App settings updated successfully!',
  userCreated: 'User created successfully!',
  userUpdated: 'User updated successfully!',
  userDeleted: 'User deleted successfully!',
  userConfirmed: 'User confirmed!',
  documentOpened: 'Document opened successfully!',
  dataExported: 'Data exported successfully!',
  accountStatusUpdated: 'Account status updated successfully!',
  accountEmailUpdated: 'Account Email updated successfully!',
  notificationsUpdated: 'Notifications updated successfully!',
  addedSuccessfully: 'Added successfully',
  contactMessageSent: 'Your message was sent. We will reply to you by email as soon as possible.',
  tankRequestSent: 'Your request was sent. It shows as pending on your tank until we approve it.',
  tankWorrySent: 'Thank you for telling us. Our team looks at your tank first and calls you back if you gave a number.',
  /** (not in the spec) Contact's aside: the supplier's own numbers from the settings. */
  supportContactsTitle: 'Other ways to reach us',
  supportPhoneLabel: 'Customer support',
  supportBillingPhoneLabel: 'Billing questions',
  supportBillingEmailLabel: 'Billing email',
  /** Logos, images and promotional images (issue 14 item 6). */
  logoUploaded: 'Logo uploaded successfully!',
  imageUploaded: 'Image uploaded successfully!',
  assetDeleted: 'Logo/Image deleted successfully!',
  /** (not in the spec) The change-password note: the spec only says it tells the minimum. */
  passwordMinimumNote: 'Your new password must be at least 8 characters long.',
  /** (not in the spec) The impersonation banner's way back. */
  viewMyAccount: 'View my account',
  /** (not in the spec) Delete confirmation of the users list. */
  confirmDeleteUser: 'Delete the user {email}? This cannot be undone.',
  /** (not in the spec) Introductions of the visitor forms. */
  forgotPasswordIntro: 'Enter the email address of your portal account and we will email you a link to choose a new password.',
  registerIntro: 'Already a customer? Enter the account number and billing ZIP code on your statement; we send a code to the contact on file for the account.',
  requestAccessIntro: 'No account number at hand? Tell us who you are and our staff will set up your access.',
  requestAccessLink: 'No account number? Request access',
  /** (not in the spec) A delivery's ticket, downloaded from the Deliveries tab. */
  ticketDownloaded: 'Ticket downloaded successfully!',
  /** (not in the spec) Access requests staff resolve. */
  accessRequestApproved: 'Access request approved.',
  accessRequestRejected: 'Access request rejected.',
  /** (not in the spec) Saved payment sources and autopay. */
  paymentSourceUpdated: 'Payment source updated successfully!',
  paymentSourceDeleted: 'Payment source deleted successfully!',
  paymentSourceMadeDefault: 'Default payment source updated successfully!',
  autopayAdded: 'Autopay added successfully!',
  autopayRemoved: 'Autopay removed successfully!',
  autopayNotEnrolled: 'Autopay is not set up with this payment source.',
  /** (not in the spec) Staff's account screen: a payment's receipt; a ticket refund confirmed. */
  receiptDownloaded: 'Receipt downloaded successfully!',
  confirmTicketRefund: 'Refund {amount} of ticket {ticket}? The money goes back through the gateway and cannot be taken back here.',
  /** (not in the spec) Pay As Guest (spec 1 §2 /payment) and Pending Payments. */
  guestPaymentLink: 'Pay your bill without logging in',
  guestPaymentIntro: 'Enter your account number and the ZIP code of your service address, as printed on your statement.',
  guestEmailInvalid: 'Enter the email address your receipt goes to',
  guestReceiptEmailed: 'A receipt was emailed to {email}.',
  pendingPaymentsUnavailable: 'Payments are not available for your accounts.',
  confirmRemovePaymentSource: 'Remove {label}? Autopay that charges it ends, and you will need to choose another source.',
  paymentReceivedToday: 'Payment received today.',
  paymentPending: 'Your payment is pending: it shows on your account now and settles in a few days.',
  /** (not in the spec) Every decline told to a visitor (guest payment, signup): one answer for every reason, so no stranger can test stolen cards. */
  paymentDeclined: 'Your payment was declined.',
  // Signup (issue 13 item 4).
  newCustomerCreated: 'New customer created successfully',
  /** (not in the spec) Form lists and choices, named by the form documents (issue 22 item 13). */
  phoneNumberItem: 'Phone number {n}',
  addPhoneNumber: 'Add another phone number',
  householdMemberItem: 'Household member {n}',
  addHouseholdMember: 'Add a household member',
  paymentMethodLabel: 'How would you like to pay?',
  /** (not in the spec) Tank size: the spec says only "a number of at least 1 gallon". */
  tankSizeMinimum: 'Tank size must be at least 1 gallon',
  /** (not in the spec) Tank level is a percentage. */
  tankLevelRange: 'Tank level must be a percentage from 0 to 100',
  signupLoginLink: 'Not a customer yet? Sign up',
  // Addresses (issue 13, items 3, 5, 6).
  invalidDeliveryZipcode: 'Invalid delivery zipcode. {hint}',
  postalCodeHintCanada: 'Format: A1A 1A1',
  postalCodeHintDefault: 'Enter postal code',
  countryPlaceholder: 'Select a country',
  /** (not in the spec) A country code that is no ISO 3166-1 country. */
  countryUnknown: 'Select a country from the list',
  /** (not in the spec) New-customer eligibility; {place} is "City, ST", "ZIP code 12345" or, abroad, "City, Country". */
  serviceAreaEligible: 'Good news: we deliver to {place}. Please continue with your signup.',
  serviceAreaNotEligible: "Sorry, we don't deliver to {place} yet.",
  zipNotInState: 'This ZIP code is not in {state}.',
  // Fuel orders (spec 1 §4-§5, spec 2 §8).
  valueShouldBeNumeric: 'Value should be numeric',
  minimumValue: 'Minimum value {n}',
  /** (not in the spec) Worded like 'Minimum value {n}': gallons above the tank size, a tank level above 100. */
  maximumValue: 'Maximum value {n}',
  orderCreated: 'Order created successfully!',
  paymentRequiredForDelivery: 'Delivery will not be made if payment is not provided.',
  priceOnDelivery: 'Total price for this order will be determined upon delivery.',
  couldNotEstimatePrice: 'Could not estimate the price',
  /** (not in the spec) A delivery asked of a fill-only supplier. */
  fillOnly: 'This supplier delivers fills only: choose Fill.',
  /** (not in the spec) */
  paymentMethodNotOffered: 'This payment method is not offered for fuel orders.',
  /** (not in the spec) */
  maximumLength: 'At most {n} characters',
  /** Applications (issue 13): the zip message is the spec's; the rest is not in the spec. */
  applicationZipcodeInvalid: 'Invalid delivery zipcode. Format: 12345 or 12345-6789',
  nationalIdInvalid: 'Enter a valid 9-digit social security number',
  creditCheckNotAuthorized: 'You must authorize the credit check to apply',
  applicationDateInvalid: 'Enter a valid date',
  dateOfBirthInvalid: 'Enter a valid date of birth: you must be at least 18',
  creditApplicationReceived: 'Thank you. Your credit application was received; we will contact you once it has been reviewed.',
  accountApplicationReceived: 'Thank you. Your application was received; we will contact you to set up your account.',
  accountRequestReceived: 'Thank you. Your request was received; we will email you when the new account is linked to your login.',
  creditApplicationLink: 'Apply for credit',
  residentialApplicationLink: 'New customer? Apply for an account',
  applyForAccountLink: 'Need deliveries at another address? Apply for another account',
  creditApplicationIntro: 'Apply for credit terms on your fuel deliveries. We use your social security number only to check your credit; it is stored encrypted.',
  residentialApplicationIntro: 'Tell us where you need fuel delivered and we will contact you to set up your account.',
  /** How engine/format shows figures in a language other than English (English keeps the spec's rules there). */
  creditAmount: '{amount} CR',
  quantityGallons: '{n} gallons',
  yes: 'Yes',
  no: 'No',
  /** (not in the spec) The header's language switch (issue 24). */
  languageLabel: 'Language',
  applyForAccountIntro: 'Need deliveries at another address — a second home, a rental or your business? Tell us where and we will link the new account to your login.',
  // The login route's words only (generated from locales/<language>/catalogue.ts); allWordsLoaded adds the rest.
}, loginWords, 'catalogue');

export type MessageKey = keyof typeof messages;

let allWords: Promise<void> | undefined;
let arrive: () => void;
/**
 * Resolves once allWordsLoaded has brought every word, whoever asked for them: what was worded
 * with the login page's words only is worded again (the layout's titles and menus, LayoutProvider).
 */
export const allWordsArrived = new Promise<void>((resolve) => (arrive = resolve));
/**
 * Every word of every screen in the wanted languages: the full data texts and catalogue
 * (all-words.ts, a chunk of its own) over the login route's. Every screen but login waits for them
 * before it renders (screen-renderers.ts), so do a signed-in shell (LanguageProvider) and a
 * sign-in (use-login.ts); the login page fetches them once it has rendered.
 */
export function allWordsLoaded(): Promise<void> {
  allWords ??= import('./all-words')
    .then((all) => {
      registerWords(all.texts, undefined, textWords);
      addWords(messages, all.catalogue);
    })
    .then(translationsLoaded)
    .then(() => arrive());
  return allWords.then(translationsLoaded);
}

export function isMessageKey(key: string): key is MessageKey {
  return Object.hasOwn(messages, key);
}

/**
 * A layout's or form's message: a catalogue key gives the spec's wording (in the active
 * language); any other text is data (a layout's, a form's, a tenant's own wording), shown in the
 * active language's translation of it when there is one, else as written.
 */
export function messageText(keyOrText: string): string {
  return isMessageKey(keyOrText) ? messages[keyOrText] : translatedText(keyOrText);
}

/** The fill function of a set of messages: a message by its key with its {placeholders} filled. */
export function fillerOf<Messages extends Readonly<Record<string, string>>>(set: Messages): (key: keyof Messages, values: Record<string, string | number>) => string {
  return (key, values) => fillText(set[key], values);
}

/** A catalogue message with its {placeholders} filled. */
export const fillMessage = fillerOf(messages);

/**
 * A message (ICU MessageFormat: the English '{n}' is ICU too) formatted in the active language
 * with `values`: plurals and numbers by the language's rules; an argument left unknown stays as
 * written.
 */
export function fillText(template: string, values: Record<string, string | number>): string {
  return formatMessage(template, values, activeLanguage());
}

/** "(status) detail", or "Unauthorized" without a detail (spec 2 §8, most customer calls). */
export function statusDetail(status: number, detail?: string): string {
  return detail ? `(${status}) ${detail}` : messages.unauthorized;
}

/** What a failed call shows, by the spec's kinds of failure message (spec 2 §8). */
export type FailureStyle =
  /** "(status) detail", else "Unauthorized": most calls. */
  | 'statusDetail'
  /** The server's error_code: new-customer registration, self-register, guest payment. */
  | 'errorCode'
  /** error_code, else detail, else "An error occurred.": adding a payment source. */
  | 'codeOrDetail'
  /** "(status) detail" with "User may already exist. Please verify the data" appended: user create and update. */
  | 'userMayExist'
  /**
   * Guest payment and its look-up: the server's error_code, after the words it pairs with it (a
   * decline's details.response, else detail) — "ACCOUNT_NOT_FOUND" alone tells a visitor nothing.
   */
  | 'guestPayment'
  /** Fuel order creation: failure.message (the spec's message the server gave at a field) if present, else "(status) detail". */
  | 'orderFailure'
  /** The price estimate: the rule the server named, else its detail, else "Could not estimate the price". */
  | 'priceEstimate'
  /** An emailed link's single-use key (verify email): a 401 is "(401) Unauthorized" whatever its detail, else "(status) detail". */
  | 'linkKey';

/**
 * Operations whose failures the spec words otherwise than "(status) detail" (spec 2 §8); the
 * operation layer words every refusal by this table, so a screen never picks a wording itself.
 */
const failureStyles: Readonly<Record<string, FailureStyle>> = {
  requestSelfRegister: 'errorCode',
  registerNewCustomer: 'errorCode',
  createPaymentSource: 'codeOrDetail',
  createUser: 'userMayExist',
  updateUser: 'userMayExist',
  lookUpGuestAccount: 'guestPayment',
  makeGuestPayment: 'guestPayment',
  createFuelOrder: 'orderFailure',
  priceFuelOrder: 'priceEstimate',
  verifyEmail: 'linkKey',
};

export function failureStyleOf(operationId: string): FailureStyle {
  return Object.hasOwn(failureStyles, operationId) ? failureStyles[operationId] : 'statusDetail';
}

export interface ProblemLike {
  detail?: string;
  errors?: ReadonlyArray<{ path: string; message: string }>;
  error_code?: string;
  /** Payments: the gateway's answer to show (spec 2 §8). */
  details?: { response?: string };
}

export function failureText(style: FailureStyle, status: number, problem: ProblemLike | undefined): string {
  switch (style) {
    case 'errorCode':
      return problem?.error_code || statusDetail(status, problem?.detail);
    case 'codeOrDetail':
      return problem?.error_code || problem?.detail || messages.errorOccurred;
    case 'guestPayment': {
      const words = problem?.details?.response || problem?.detail;
      if (!problem?.error_code) return statusDetail(status, words);
      return words ? `${words} (${problem.error_code})` : problem.error_code;
    }
    case 'priceEstimate':
      return problem?.errors?.[0]?.message || problem?.detail || messages.couldNotEstimatePrice;
    case 'orderFailure':
      return problem?.errors?.[0]?.message || statusDetail(status, problem?.detail);
    case 'userMayExist':
      return `${statusDetail(status, problem?.detail)} ${messages.userMayAlreadyExist}`;
    case 'linkKey':
      return status === 401 ? messages.verifyEmailUnauthorized : statusDetail(status, problem?.detail);
    case 'statusDetail':
      return statusDetail(status, problem?.detail);
  }
}
