import { describe, expect, it } from 'vitest';
import { failureStyleOf, failureText, fillMessage, messageText, messages, statusDetail } from '../../src/engine/messages/catalogue';
import { throttleMessages, tooManyAttemptsText } from '../../src/engine/messages/throttle';

describe('message catalogue', () => {
  it("words the identity flows' messages exactly as spec 2 §8 and spec 1 §5", () => {
    expect(messages).toMatchObject({
      passwordUpdated: 'Password updated successfully!',
      profileUpdated: 'Profile updated successfully!',
      userCreated: 'User created successfully!',
      userUpdated: 'User updated successfully!',
      userDeleted: 'User deleted successfully!',
      userConfirmed: 'User confirmed!',
      passwordMinimum: 'Password should be minimum 8 characters!',
      passwordAtLeast: 'Password should be at least 8 characters',
      passwordsDontMatch: "Passwords don't match",
      passwordsDoNotMatch: 'Passwords do not match',
      phoneInvalid: 'Please enter a 10 digit phone number',
      verifyEmailUnauthorized: '(401) Unauthorized',
    });
  });

  it('resolves a key to its wording and shows any other text as written', () => {
    expect(messageText('profileUpdated')).toBe('Profile updated successfully!');
    expect(messageText('Thanks, neighbour!')).toBe('Thanks, neighbour!');
    expect(messageText('toString')).toBe('toString');
  });

  it('fills placeholders and leaves unknown ones visible', () => {
    expect(fillMessage('confirmDeleteUser', { email: 'a@b.co' })).toBe('Delete the user a@b.co? This cannot be undone.');
  });
});

describe('failure messages (spec 2 §8)', () => {
  it('most calls: "(status) detail", else "Unauthorized"', () => {
    expect(statusDetail(404, 'No such user')).toBe('(404) No such user');
    expect(failureText('statusDetail', 401, {})).toBe('Unauthorized');
  });

  it('verify email: a used or unknown link key is "(401) Unauthorized" whatever the detail, else "(status) detail"', () => {
    expect(failureStyleOf('verifyEmail')).toBe('linkKey');
    expect(failureText('linkKey', 401, { detail: 'Invalid or expired key' })).toBe('(401) Unauthorized');
    expect(failureText('linkKey', 500, { detail: 'Boom' })).toBe('(500) Boom');
  });

  it("user create and update append 'User may already exist. Please verify the data'", () => {
    expect(failureText('userMayExist', 409, { detail: 'Email already in use' })).toBe(
      '(409) Email already in use User may already exist. Please verify the data',
    );
  });

  it("self-register shows the server's error_code, falling back to status and detail", () => {
    expect(failureText('errorCode', 422, { error_code: 'ACCOUNT_NOT_FOUND', detail: 'x' })).toBe('ACCOUNT_NOT_FOUND');
    expect(failureText('errorCode', 500, { detail: 'Boom' })).toBe('(500) Boom');
  });

  it('payment sources: error_code, else detail, else "An error occurred."', () => {
    expect(failureText('codeOrDetail', 400, { detail: 'Bad card' })).toBe('Bad card');
    expect(failureText('codeOrDetail', 400, undefined)).toBe('An error occurred.');
  });

  it("guest payment shows the server's error_code after its words: a decline's response, else the detail", () => {
    const notFound = { error_code: 'ACCOUNT_NOT_FOUND', detail: 'We could not find an account with that account number and ZIP code.' };
    expect(failureText('guestPayment', 404, notFound)).toBe('We could not find an account with that account number and ZIP code. (ACCOUNT_NOT_FOUND)');
    expect(failureText('guestPayment', 402, { error_code: 'card_declined', detail: 'Declined', details: { response: 'Your card was declined.' } })).toBe('Your card was declined. (card_declined)');
    expect(failureText('guestPayment', 500, { detail: 'Boom' })).toBe('(500) Boom');
    expect(failureStyleOf('lookUpGuestAccount')).toBe('guestPayment');
    expect(failureStyleOf('makeGuestPayment')).toBe('guestPayment');
  });
});

describe("the server's throttle answers", () => {
  it('word the rate limit by the minutes to wait, one minute in the singular', () => {
    expect(tooManyAttemptsText(1)).toBe('Too many attempts. Please wait 1 minute and try again.');
    expect(tooManyAttemptsText(15)).toBe('Too many attempts. Please wait 15 minutes and try again.');
  });

  it('word the file-work refusals from the catalogue', () => {
    expect(throttleMessages).toMatchObject({
      tooManyFileRequests: 'You already have files being prepared. Please wait for them, then try again.',
      fileWorkBusy: 'The portal is busy preparing other files. Please try again in a few seconds.',
    });
  });
});
