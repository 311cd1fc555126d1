import type { ChangeActor } from '../audit/record-change';
import type { ApiKeyCaller } from './api-keys';
import type { Caller } from './caller';

/**
 * Who acted on a request an Admin's session or a tenant API key may make: the change log's actor.
 * A key's writes are the Admin's who created it, marked with the key (`via_api_key_id`), so the
 * trail names a person and the key both.
 */
export function actorOf(ctx: { caller: Caller | undefined; apiKey: ApiKeyCaller | undefined }): ChangeActor {
  if (ctx.apiKey) return { userId: ctx.apiKey.createdBy, impersonatorId: null, apiKeyId: ctx.apiKey.id };
  if (ctx.caller) return { userId: ctx.caller.userId, impersonatorId: ctx.caller.impersonatorId };
  throw new Error('actorOf used on a request made by neither a session nor an API key');
}
