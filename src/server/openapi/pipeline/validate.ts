import type { FastifyRequest } from 'fastify';
import { hostileInputProblem } from '../../http/hostile-input';
import type { AccessRule } from '../access-control';

/*
 * Stage "validate". Fastify has checked params, query and body against the operation's schemas
 * before the handler runs (the route attaches the verdict, `attachValidation`); this stage decides
 * when that verdict is told. Input errors wait until access is decided: an anonymous caller gets
 * 401, not the input rules.
 */

/** Values no schema bounds (NUL characters, free-form depth and width): refused before anything else. */
export function refuseHostileInput(request: FastifyRequest): void {
  const hostile = hostileInputProblem(request);
  if (hostile) throw hostile;
}

/** The schemas' verdict, told once access is decided. */
export function refuseInvalidInput(request: FastifyRequest): void {
  if (request.validationError) throw request.validationError;
}

/** A public operation has no access to decide first: its bad input is refused before it is counted (rate limits). */
export function refuseInvalidPublicInput(rule: AccessRule, request: FastifyRequest): void {
  if (rule.permission === 'public') refuseInvalidInput(request);
}

/**
 * The path's account_id when it passed its schema (only a well-formed id reaches the database; a
 * malformed one is refused once access is decided). Fastify checks params first, with every error.
 */
export function wellFormedAccountId(request: FastifyRequest): string | undefined {
  const id = (request.params as { account_id?: unknown }).account_id;
  const failed = request.validationError as { validationContext?: string; validation?: { instancePath?: string }[] } | undefined;
  const malformed = failed?.validationContext === 'params' && failed.validation?.some((e) => e.instancePath === '/account_id');
  return typeof id === 'string' && !malformed ? id : undefined;
}
