import type { ApiClient } from '../../../../engine/api/create-api-client';
import type { Schemas } from '../../../../engine/api/types';
import { messages, statusDetail } from '../../../../engine/messages/catalogue';

export type Verification = { ok: true; result: Schemas['VerifyEmailResult']['data'] } | { ok: false; message: string };

/** The verification of each key, made once: the key is single-use, and React may mount twice. */
const verifications = new Map<string, Promise<Verification>>();

async function verify(api: ApiClient, key: string): Promise<Verification> {
  try {
    const { data, error, response } = await api.call('verifyEmail', { header: { 'user-key': key } });
    if (data) return { ok: true, result: data.data };
    // Spec 2 §8: verify email shows "(401) Unauthorized" on a 401.
    if (response.status === 401) return { ok: false, message: messages.verifyEmailUnauthorized };
    return { ok: false, message: statusDetail(response.status, error?.detail) };
  } catch (cause) {
    return { ok: false, message: cause instanceof Error ? cause.message : String(cause) };
  }
}

/** POST /verify-email with the link's key as the user-key header, once per key. */
export function verifyOnce(api: ApiClient, key: string): Promise<Verification> {
  let pending = verifications.get(key);
  if (!pending) {
    pending = verify(api, key);
    verifications.set(key, pending);
  }
  return pending;
}
