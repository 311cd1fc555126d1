import { messageSet } from './message-set';
import { fillText } from './catalogue';

/**
 * (not in the spec) The server's answers to a caller asking too often: a rate limit (x-rate-limit,
 * 429 TOO_MANY_ATTEMPTS) and the file-work slots (x-file-work: 429 TOO_MANY_FILE_REQUESTS for one
 * caller, 503 SERVER_BUSY for the process). Apart from the catalogue: only the server words them;
 * a screen shows the answer's detail as it came.
 */
export const throttleMessages = messageSet({
  tooManyAttemptsOneMinute: 'Too many attempts. Please wait 1 minute and try again.',
  tooManyAttemptsMinutes: 'Too many attempts. Please wait {minutes} minutes and try again.',
  tooManyFileRequests: 'You already have files being prepared. Please wait for them, then try again.',
  fileWorkBusy: 'The portal is busy preparing other files. Please try again in a few seconds.',
}, (language) => import(`./locales/${language}/throttle.ts`));

/** The rate limit's answer for a wait of `minutes` (whole minutes, at least 1). */
export const tooManyAttemptsText = (minutes: number): string =>
  minutes === 1 ? throttleMessages.tooManyAttemptsOneMinute : fillText(throttleMessages.tooManyAttemptsMinutes, { minutes });
