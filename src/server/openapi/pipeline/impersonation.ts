import type { FastifyRequest } from 'fastify';
import { recordImpersonatedWrite } from '../../auth/audit';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/database';
import type { RoutePlan } from './route-plan';

/*
 * Part of the handler stage: a write made while staff are logged in as a customer is an audit-log
 * line with the status it was answered with — in the request's transaction, or, for an
 * outside-steps operation going on to its outside call (a decline is a 402), once that is answered.
 */

/** The impersonated caller whose write this request is, if it is one. */
export const impersonatedWriter = (route: RoutePlan, caller: Caller | undefined): Caller | undefined =>
  caller?.impersonatorId && route.kind === 'write' ? caller : undefined;

export function auditImpersonatedWrite(db: Db, tenantId: string, caller: Caller, route: RoutePlan, request: FastifyRequest, status: number): Promise<void> {
  return recordImpersonatedWrite(db, tenantId, caller, { operationId: route.id, method: request.method, path: request.url, status });
}
