import { messageSet } from './message-set';
import { fillerOf } from './catalogue';

/**
 * (not in the spec, which names the mails only) The words of the mails and texts about logins:
 * the greeting, email verification, password reset, claiming an account for a login (its code, a
 * refusal, the link made, access asked of staff), a second registration with a known address, and
 * the supplier's notice of an access request. Only the server words them.
 */
export const mailIdentityMessages = messageSet({
  greeting: 'Hello,',
  greetingNamed: 'Hello {name},',
  forgotPassword: 'Forgot Password',
  callUs: 'please call us at {phone}',
  callSupport: 'please call customer support',
  knownLoginAdvice: 'If this was you, log in with your existing login, or use Forgot Password if you do not remember the password.',
  notYouConcerned: 'If this was not you, you do not need to do anything; if you are concerned, {callUs}.',
  // Email verification.
  verifySubject: 'Verify your email address for {site}',
  verifyBody: 'Thank you for registering for {site}. Please verify your email address with the link below; you can log in once it is verified. The link works once and expires in 7 days.',
  verifyIgnore: 'If you did not register, you can ignore this email.',
  verifyAction: 'Verify Email',
  // Password reset.
  resetSubject: 'Reset your {site} password',
  resetBody: 'We received a request to reset the password of your {site} account. Use the link below to choose a new password. The link works once and expires in one hour.',
  resetIgnore: 'If you did not ask for this, you can ignore this email: your password stays the same.',
  resetAction: 'Reset Your Password',
  // Claiming an account.
  claimCodeSubject: 'Your code to register for {site}: {code}',
  claimCodeAsked: 'Someone asked to register a login for {site} on account {account}, with the email address {email}.',
  claimCodeEnter: 'If this was you, enter this code to finish: {code}. It works once and expires in 15 minutes.',
  claimCodeNotYou: 'If this was not you, do not share the code with anyone: without it no login is linked to your account. If you keep receiving these messages, {callUs}.',
  claimCodeText: '{site}: {code} is your code to register a login for account {account} as {email}. Expires in 15 min. Not you? Do not share it.',
  claimRefusedSubject: 'Someone tried to register a login for your account on {site}',
  claimRefusedBody: 'Someone tried to register a login for {site} on account {account}, with the email address {email}. The account already has a portal login, so nothing was changed.',
  claimRefusedText: '{site}: someone tried to register a login for account {account} as {email}. It already has one; nothing changed. Forgot your password? Use Forgot Password.',
  claimLinkedSubject: 'A login was linked to your account on {site}',
  claimLinkedBody: 'The login {email} now has access to account {account} in {site}: it can see statements and the contact details on file, pay and order fuel.',
  claimLinkedNotYou: 'If you did not ask for this, {callUs} right away.',
  claimLinkedText: '{site}: the login {email} now has access to account {account}. Not you? Call us right away.',
  accessAskedSubject: 'Someone asked for portal access to your account on {site}',
  accessAskedBody: 'Someone asked us for access to account {account} in {site}, giving the email address {email}. Our staff review every such request before any access is given.',
  accessAskedNotYou: 'If this was you, there is nothing more to do. If it was not, {callUs}.',
  accessAskedText: '{site}: someone asked for portal access to account {account} as {email}. Staff review it first. Not you? Call us.',
  // A second registration with a known address.
  attemptSubject: 'Someone tried to register with your email address on {site}',
  attemptSignup: 'sign up as a new customer',
  attemptRegister: 'register a login for an account',
  attemptBody: 'Someone tried to {what} on {site} with your email address. It already has a login, so nothing was created and your login did not change.',
  // The supplier's notice of an access request.
  accessRequestSubject: 'Portal access request #{id} from {name}',
  accessRequestBody: "{name} asked for access to {site} without an account number and ZIP code to prove it. The request waits for staff in the portal's access requests, where it can be approved or rejected.",
  lineName: 'Name: {value}',
  lineEmail: 'Email: {value}',
  linePhone: 'Phone: {value}',
  lineAccountNumber: 'Account number: {value}',
  lineServiceAddress: 'Service address: {value}',
  lineMessage: 'Message: {value}',
  notGiven: 'not given',
}, (language) => import(`./locales/${language}/mail-identity.ts`));

/** A login mail's words with their {placeholders} filled. */
export const fillMailIdentity = fillerOf(mailIdentityMessages);
