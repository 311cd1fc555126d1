import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { nameTextMessage } from '../../engine/validation/name-text';
import { HttpProblem } from './problem';
import { problemMessages } from '../../engine/messages/problems';
import { messages } from '../../engine/messages/catalogue';

/** Every error leaves as problem JSON; validation lists every failing field, not just the first. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpProblem, request, reply) => {
    let problem: HttpProblem;
    if (error instanceof HttpProblem) {
      problem = error;
      if (error.logged) request.log.warn({ error_code: error.errorCode, ...error.logged }, 'refused');
    } else if ('validation' in error && error.validation) {
      const errors = error.validation.map((v) => ({
        path: `${error.validationContext ?? ''}${v.instancePath || ''}${v.keyword === 'required' ? `/${(v.params as { missingProperty: string }).missingProperty}` : ''}`,
        message: v.keyword === 'required' ? messages.valueMissing : (nameTextMessage(v.keyword, v.params) ?? v.message ?? problemMessages.isInvalid),
      }));
      problem = new HttpProblem(400, 'VALIDATION_FAILED', errors.map((e) => `${e.path} ${e.message}`).join('; '), errors);
    } else if (error.statusCode && error.statusCode < 500) {
      problem = new HttpProblem(error.statusCode, error.code ?? codeOf(error.statusCode), error.message);
    } else {
      request.log.error({ err: loggable(error) }, 'unhandled error');
      problem = new HttpProblem(500, 'INTERNAL_ERROR', problemMessages.internalError);
    }
    const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
    if (retryAfter) reply.header('retry-after', String(retryAfter));
    return reply.code(problem.status).type('application/problem+json').send({ ...problem.toBody(), request_id: request.id });
  });
}

/** 403 → FORBIDDEN: an error_code for errors that bring none. */
const codeOf = (status: number) => (STATUS_CODES[status] ?? 'Error').toUpperCase().replace(/[^A-Z]+/g, '_');

/**
 * A failed query's error carries the statement's parameters (drizzle's DrizzleQueryError): names,
 * e-mail addresses, messages. The log keeps the statement and the database's reason, not the values.
 */
function loggable(error: Error): Error | { type: string; message: string; query: string; cause?: string; code?: string; stack?: string } {
  if (!('query' in error && 'params' in error)) return error;
  const cause = error.cause as { message?: string; code?: string } | undefined;
  return { type: error.name, message: 'Failed query', query: String(error.query), cause: cause?.message, code: cause?.code, stack: error.stack?.split('\n').filter((line) => /^\s+at /.test(line)).join('\n') };
}
