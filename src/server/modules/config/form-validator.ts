import type { RJSFSchema } from '@rjsf/utils';
import { buildFormDocument, type FormDocument } from '../../../engine/forms';
import { versionOf } from '../../config/config-store';
import { formValidatorModules } from '../../config/form-validator/cache';
import { problems } from '../../http/problem';
import { tenantHandler } from '../../openapi/operation-types';
import { documentOf } from './document-of';

/**
 * The precompiled validators of a form as the tenant ran it at a version, built with the
 * tenant's settings exactly as the browser builds the form (choices from settings included),
 * so RJSF finds the schema it renders among the compiled ones. Published overrides are covered:
 * any version the tenant published compiles on first request.
 */
export const getFormValidator = tenantHandler<'getFormValidator'>(async ({ db, tenant, params }) => {
  const doc = documentOf(params.name);
  if (doc.kind !== 'form') throw problems.notFound('Form');
  const row = await versionOf(db, doc.name, params.version);
  if (!row) throw problems.notFound('Version');
  const form = buildFormDocument(row.document as FormDocument, { settings: { ...tenant.config.settings } });
  const { code, etag } = await formValidatorModules.of(`${tenant.id}:${doc.name}:${row.version}`, form.schema as RJSFSchema);
  return { file: code, contentType: 'text/javascript; charset=utf-8', filename: 'validator.js', disposition: 'inline', cache: { etag } };
});
