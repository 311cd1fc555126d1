import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import type { FormDocument } from '../../engine/forms';
import type { Db } from '../db/database';
import { HttpProblem } from '../http/problem';
import { dropTenantKeys, registerCache } from '../caches';
import { latestVersion } from './config-store';
import { problemMessages } from '../../engine/messages/problems';
import { messages } from '../../engine/messages/catalogue';

/** The form a submission was made on: its document name and published version. */
export interface SubmittedForm {
  name: string;
  version: number;
  document: FormDocument;
}

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
/** Compiled checks of forms' extra answers, by tenant, name and version (a version never changes). */
const checks = new Map<string, ValidateFunction>();
const MAX_CHECKS = 500;
registerCache('form extra-answer checks', (tenantId) => dropTenantKeys(checks, tenantId));
/** A refusal names this many problems at most: a flood of bad answers must not make a flood of an answer. */
const MAX_LISTED = 20;

function checkOf(key: string, form: FormDocument): ValidateFunction {
  let check = checks.get(key);
  if (!check) {
    const extras = form.extraFields ?? {};
    const shown = new Set(form.fields);
    const required = (form.required ?? []).filter((field) => Object.hasOwn(extras, field) && shown.has(field));
    check = ajv.compile({ type: 'object', additionalProperties: false, properties: extras, required });
    if (checks.size >= MAX_CHECKS) checks.clear();
    checks.set(key, check);
  }
  return check;
}

/**
 * The tenant's published form for an operation (x-form), with the submission's `extra` answers
 * checked against the fields the tenant added: the server enforces them, the browser's check is
 * a convenience. An answer to a field the form does not have is refused like a wrong one.
 */
export async function checkedForm(db: Db, tenantId: string, formId: string, extra: unknown): Promise<SubmittedForm> {
  const name = `form.${formId}`;
  const row = await latestVersion(db, name);
  if (!row) throw new Error(`No published ${name} for tenant ${tenantId}: the shipped documents were not synchronised at start`);
  const document = row.document as FormDocument;
  const check = checkOf(`${tenantId}:${name}:${row.version}`, document);
  if (!check(extra ?? {})) {
    const errors = (check.errors ?? []).slice(0, MAX_LISTED).map((e) => {
      const field = e.keyword === 'additionalProperties' ? `/${(e.params as { additionalProperty: string }).additionalProperty}` : e.keyword === 'required' ? `/${(e.params as { missingProperty: string }).missingProperty}` : e.instancePath;
      const message = e.keyword === 'additionalProperties' ? problemMessages.notAFieldOfForm : e.keyword === 'required' ? messages.valueMissing : (e.message ?? problemMessages.isInvalid);
      return { path: `body/extra${field}`, message };
    });
    const more = (check.errors?.length ?? 0) - errors.length;
    const detail = errors.slice(0, 3).map((e) => `${e.path} ${e.message}`).join('; ') + (errors.length > 3 || more > 0 ? ` (and ${(check.errors?.length ?? 0) - 3} more)` : '');
    throw new HttpProblem(422, 'INVALID_EXTRA', detail, errors);
  }
  return { name, version: row.version, document };
}
