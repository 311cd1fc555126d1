import { loginWords, messageSet } from './message-set';

/**
 * (not in the spec) Why a disabled submit button waits (issue 24): the spec keeps Log In, Save and
 * Submit disabled until a form is complete; a screen reader reads these with the button.
 */
export const submitHintMessages = messageSet({
  fillIn: 'Fill in {fields} to continue.',
  correctFields: 'Correct the fields marked to continue.',
  // Its words come in the login route's one chunk (locales/<language>/login-words.ts, generated from locales/<language>/submit-hint.ts).
}, loginWords, 'submitHint');
