import type { BotCheck } from './bot-check';

/**
 * The offline bot check (tests, BOT_CHECK=offline): the token "pass" is a person, any other is
 * refused, and the token "unavailable" plays a provider that does not answer. It needs no
 * secret and never reaches the network, so a test can drive every outcome.
 */
export const offlineBotCheck: BotCheck = {
  async verify({ token }) {
    if (token === 'pass') return 'human';
    return token === 'unavailable' ? 'unavailable' : 'refused';
  },
};
