import { loginWords, messageSet } from './message-set';

/**
 * (not in the spec, except "Forgot Password", which it names) The login page's own words: its
 * links to Forgot Password and Register, and the password's show/hide switch (PrimeReact's
 * words). Apart from the frame's words so that the shell every route loads does not carry them.
 */
export const loginPageMessages = messageSet({
  showPassword: 'Show Password',
  hidePassword: 'Hide Password',
  forgotPassword: 'Forgot Password',
  registerPrompt: 'Already a customer without portal access?',
  register: 'Register',
  // Its words come in the login route's one chunk (locales/<language>/login-words.ts, generated from locales/<language>/login-page.ts).
}, loginWords, 'loginPage');
