import { maskSensitive } from '../../engine/forms';
import type { FieldKey } from './field-key';
import { seal, type SealedValue } from './seal';

/** The key of item_contents that holds the sealed answers: no form field can take it (field ids start with a letter). */
export const SEALED_KEY = '_sealed';

export interface SealedAnswers {
  /** The form's own answers, each sensitive one replaced by its mask. */
  contents: Record<string, unknown>;
  /** The tenant's added answers, likewise. */
  extra: Record<string, unknown>;
  /** The sealed answers by field (an added field as extra.<id>), for item_contents[SEALED_KEY]. */
  sealed: Record<string, SealedValue>;
}

/** Where a sealed answer belongs: tenant and field, authenticated with the ciphertext. */
export const sealContext = (tenantId: string, field: string) => `${tenantId}:${field}`;

function sealIn(key: FieldKey, tenantId: string, answers: Record<string, unknown>, fields: readonly string[], prefix: string, sealed: Record<string, SealedValue>) {
  const out = { ...answers };
  for (const field of fields) {
    const value = Object.hasOwn(out, field) ? out[field] : undefined;
    if (typeof value !== 'string' || value === '') continue;
    sealed[`${prefix}${field}`] = seal(key, value, sealContext(tenantId, `${prefix}${field}`));
    out[field] = maskSensitive(value);
  }
  return out;
}

/**
 * Seals the answers of a form's sensitive fields (its own and those a tenant added) before an
 * item is stored: the plaintext never reaches the database, staff read the mask.
 */
export function sealAnswers(key: FieldKey, tenantId: string, sensitive: readonly string[], contents: Record<string, unknown>, extra: Record<string, unknown>): SealedAnswers {
  const sealed: Record<string, SealedValue> = {};
  return { contents: sealIn(key, tenantId, contents, sensitive, '', sealed), extra: sealIn(key, tenantId, extra, sensitive, 'extra.', sealed), sealed };
}
