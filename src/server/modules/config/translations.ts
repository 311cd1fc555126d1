import type { TenantWords } from '../../../engine/i18n/tenant-words';
import { tenantHandler } from '../../openapi/operation-types';
import { servedTenantWords } from '../../settings/rich-translations';

/**
 * GET /config/translations/{language}: the tenant's published words in a language, for anyone of
 * the tenant; a rich-text setting's translation sanitised and keyed as the browser reads that setting.
 */
export const getTranslations = tenantHandler<'getTranslations'>(async ({ tenant, params }) => {
  const words = tenant.data.translations as TenantWords | undefined;
  if (params.language === 'en' || !words?.[params.language]) return {};
  return servedTenantWords({ [params.language]: words[params.language] }, tenant.config.settings)[params.language] ?? {};
});
