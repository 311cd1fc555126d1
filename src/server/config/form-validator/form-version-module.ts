import type { RJSFSchema } from '@rjsf/utils';
import { type FormDocument } from '../../../engine/forms';
import { buildFormDocument } from '../../../engine/forms/build-document';
import type { LoadedTenant } from '../../tenants/load-tenants';
import { formValidatorModules, type CompiledModule } from './cache';

/**
 * The compiled validators of a form as the tenant runs it at a version: built with the tenant's
 * settings exactly as the browser builds the form (choices from settings included), so RJSF finds
 * the schema it renders among the compiled ones. One place for the module getFormValidator serves
 * and the hash the form document names, so the two cannot differ.
 */
export function formVersionModule(tenant: LoadedTenant, row: { name: string; version: number; document: unknown }): Promise<CompiledModule> {
  const form = buildFormDocument(row.document as FormDocument, { settings: { ...tenant.config.settings } });
  return formValidatorModules.of(`${tenant.id}:${row.name}:${row.version}`, form.schema as RJSFSchema);
}
