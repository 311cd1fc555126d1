import type { FastifyRequest } from 'fastify';
import { BOT_CHECK_HEADER, botCheckOf } from '../../engine/bot-check/providers';
import { botCheckMessages as messages } from '../../engine/messages/bot-check';
import { HttpProblem } from '../http/problem';
import type { LoadedTenant } from '../tenants/load-tenants';
import type { BotCheck } from './bot-check';

export const botCheckProblems = {
  failed: () => new HttpProblem(403, 'BOT_CHECK_FAILED', messages.botCheckFailed, [{ path: `headers/${BOT_CHECK_HEADER}`, message: messages.botCheckFailed }]),
  unavailable: () => new HttpProblem(503, 'BOT_CHECK_UNAVAILABLE', messages.botCheckUnavailable),
};

/**
 * An x-bot-check operation on a tenant that set a site key (its settings as they run, so an
 * Admin's published change counts at once): the widget's token must be a person's by the
 * provider. Called outside any transaction — a provider's slow answer holds no connection (on
 * PGlite, the only one). A provider that does not answer refuses the request (503): an
 * unchecked request would be exactly what the check is there to stop.
 */
export async function assertHuman(botCheck: BotCheck, tenant: LoadedTenant, request: FastifyRequest): Promise<void> {
  const configured = botCheckOf(tenant.config.settings);
  if (!configured) return;
  const header = request.headers[BOT_CHECK_HEADER];
  const token = typeof header === 'string' ? header.trim() : '';
  if (!token) throw botCheckProblems.failed();
  const verdict = await botCheck.verify({ provider: configured.provider.id, secret: tenant.config.secrets?.recaptcha_key, siteKey: configured.siteKey, token, remoteIp: request.ip });
  if (verdict === 'human') return;
  if (verdict === 'refused') throw botCheckProblems.failed();
  request.log.warn({ tenant: tenant.id, provider: configured.provider.id, secret: Boolean(tenant.config.secrets?.recaptcha_key) }, 'bot check unavailable');
  throw botCheckProblems.unavailable();
}
