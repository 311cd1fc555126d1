import { randomBytes } from 'node:crypto';
import type { FieldKey } from '../sensitive/field-key';
import { seal, unseal, type SealedValue } from '../sensitive/seal';

/**
 * A Standard Webhooks signing secret: `whsec_` and 32 random bytes in base64, the form the
 * standardwebhooks libraries take as they are (`new Webhook(secret)`).
 */
export function newSigningSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

/** Sealed for one tenant's webhook endpoints: a sealed secret moved to another tenant no longer opens. */
const contextOf = (tenantId: string) => `${tenantId}/webhook-endpoint-secret`;

export const sealSecret = (key: FieldKey, tenantId: string, secret: string): SealedValue => seal(key, secret, contextOf(tenantId));
export const openSecret = (key: FieldKey, tenantId: string, sealed: SealedValue): string => unseal(key, sealed, contextOf(tenantId));

/** How long the replaced secret still signs after a rotation, so a receiver can switch without losing a delivery. */
export const ROTATION_OVERLAP_MS = 24 * 60 * 60 * 1000;
