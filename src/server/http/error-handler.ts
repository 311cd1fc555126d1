import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance } from 'fastify';
import { HttpProblem } from './problem';

/** Every error leaves as problem JSON; validation lists every failing field, not just the first. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpProblem, request, reply) => {
    let problem: HttpProblem;
    if (error instanceof HttpProblem) problem = error;
    else if ('validation' in error && error.validation) {
      const errors = error.validation.map((v) => ({
        path: `${error.validationContext ?? ''}${v.instancePath || ''}${v.keyword === 'required' ? `/${(v.params as { missingProperty: string }).missingProperty}` : ''}`,
        message: v.keyword === 'required' ? 'Value missing' : (v.message ?? 'is invalid'),
      }));
      problem = new HttpProblem(400, 'VALIDATION_FAILED', errors.map((e) => `${e.path} ${e.message}`).join('; '), errors);
    } else if (error.statusCode && error.statusCode < 500) {
      problem = new HttpProblem(error.statusCode, error.code ?? codeOf(error.statusCode), error.message);
    } else {
      request.log.error({ err: error }, 'unhandled error');
      problem = new HttpProblem(500, 'INTERNAL_ERROR', 'Something went wrong.');
    }
    const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
    if (retryAfter) reply.header('retry-after', String(retryAfter));
    return reply.code(problem.status).type('application/problem+json').send({ ...problem.toBody(), request_id: request.id });
  });
}

/** 403 → FORBIDDEN: an error_code for errors that bring none. */
const codeOf = (status: number) => (STATUS_CODES[status] ?? 'Error').toUpperCase().replace(/[^A-Z]+/g, '_');
