import { messageSet } from './message-set';

/**
 * (not in the spec) The bot check (spec 1 §3 recaptcha_site_key): its token missing or refused,
 * or its provider silent. Apart from the catalogue so that the login page, which loads the
 * catalogue, does not carry them: only the screens that draw the widget and the server import this.
 */
export const botCheckMessages = messageSet({
  botCheckFailed: 'Please confirm that you are not a robot, then try again.',
  botCheckUnavailable: 'We could not confirm that you are not a robot just now. Please try again in a moment.',
  botCheckLabel: 'Confirm that you are not a robot',
}, (language) => import(`./locales/${language}/bot-check.ts`));
