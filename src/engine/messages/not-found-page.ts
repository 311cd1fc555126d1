import { messageSet } from './message-set';

/**
 * (not in the spec, whose 404 says only "Page not found", in the catalogue) The not-found page's
 * other words. Apart from the frame's words: only that page, loaded on use, carries them.
 */
export const notFoundPageMessages = messageSet({
  pageMoved: 'The page you asked for does not exist or has moved.',
  goHome: 'Go to the home page',
}, (language) => import(`./locales/${language}/not-found-page.ts`));
