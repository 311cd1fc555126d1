/**
 * Checks one record against its kind's schema (ajv, every error at once, each kind compiled once)
 * and against what no schema says: text a PostgreSQL column cannot hold (a NUL byte).
 */
import { fileURLToPath } from 'node:url';
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { UNSTORABLE_TEXT } from '../http/hostile-input';
import { loadSchemaFiles } from '../tenants/schema-files';
import { IMPORT_KINDS, schemaFileOf, type ImportKind } from './kinds';
import { nameTextMessage } from '../../engine/validation/name-text';

export interface RowProblem {
  /** JSONPath of the value at fault ($ for the whole record). */
  path: string;
  message: string;
}

const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
for (const schema of loadSchemaFiles(fileURLToPath(new URL('../../../schemas', import.meta.url)))) ajv.addSchema(schema);

const validators = new Map<ImportKind, ValidateFunction>();
function validatorOf(kind: ImportKind): ValidateFunction {
  let validate = validators.get(kind);
  if (!validate) {
    validate = ajv.getSchema(`entities/${schemaFileOf(kind)}`);
    if (!validate) throw new Error(`No schema for import kind ${kind}`);
    validators.set(kind, validate);
  }
  return validate;
}

/** Compiles every kind's validator now (a worker does it once at start, not on its first row). */
export const precompileValidators = () => IMPORT_KINDS.forEach(validatorOf);

/** `/billing_address/street1` → `$.billing_address.street1`; array indexes as [n]. */
export function jsonPath(pointer: string, property?: string): string {
  const parts = pointer ? pointer.slice(1).split('/').map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~')) : [];
  if (property !== undefined) parts.push(property);
  return '$' + parts.map((p) => (/^\d+$/.test(p) ? `[${p}]` : /^[A-Za-z_][A-Za-z0-9_]*$/.test(p) ? `.${p}` : `[${JSON.stringify(p)}]`)).join('');
}

function problemOf(error: ErrorObject): RowProblem | undefined {
  switch (error.keyword) {
    case 'required':
      return { path: jsonPath(error.instancePath, (error.params as { missingProperty: string }).missingProperty), message: 'is required' };
    case 'additionalProperties':
      return { path: jsonPath(error.instancePath, (error.params as { additionalProperty: string }).additionalProperty), message: 'is not a field of this record kind' };
    // if/then/else and anyOf restate the errors of their branches.
    case 'if':
      return undefined;
    default:
      return { path: jsonPath(error.instancePath), message: nameTextMessage(error.keyword, error.params) ?? error.message ?? 'is not valid' };
  }
}

/** Strings no column can hold, with their paths (a path is only spelled out for a value at fault). */
function unstorable(value: unknown, path: () => string, found: RowProblem[]): void {
  if (found.length >= 20) return;
  if (typeof value === 'string') {
    if (UNSTORABLE_TEXT.test(value)) found.push({ path: path(), message: 'must not contain control characters (tabs and line breaks aside) or broken Unicode' });
  } else if (Array.isArray(value)) value.forEach((v, i) => unstorable(v, () => `${path()}[${i}]`, found));
  else if (value && typeof value === 'object') for (const k of Object.keys(value)) unstorable((value as Record<string, unknown>)[k], () => jsonPath('', k).replace(/^\$/, path()), found);
}

/** Every problem of the record, or none. */
export function validateRecord(kind: ImportKind, record: unknown): RowProblem[] {
  const validate = validatorOf(kind);
  const problems: RowProblem[] = [];
  if (!validate(record)) {
    const seen = new Set<string>();
    for (const error of validate.errors ?? []) {
      const problem = problemOf(error);
      const key = problem && `${problem.path} ${problem.message}`;
      if (problem && !seen.has(key!)) {
        seen.add(key!);
        problems.push(problem);
      }
    }
  }
  unstorable(record, () => '$', problems);
  return problems;
}
