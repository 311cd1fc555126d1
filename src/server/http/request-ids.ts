import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';

/** An id a proxy or client may hand in; anything else could forge or flood the log. */
const ACCEPTABLE = /^[A-Za-z0-9._:-]{1,64}$/;

/**
 * Fastify options that give every request an id: behind a trusted proxy (TRUST_PROXY > 0), the
 * X-Request-Id it set (so one id follows a request through every hop), else a fresh UUID — a
 * client talking to us directly could otherwise give its requests the id of someone else's.
 * Fastify puts it on every log line the request writes (as `reqId`, its default label); the error
 * handler puts it in problem answers.
 */
export function requestIdOptions(trustedProxies: number): Pick<FastifyServerOptions, 'genReqId'> {
  return {
    genReqId: (request) => {
      const given = trustedProxies > 0 ? request.headers['x-request-id'] : undefined;
      return typeof given === 'string' && ACCEPTABLE.test(given) ? given : randomUUID();
    },
  };
}

/** Every answer names its request, so a user's report or a browser trace leads to the log lines. */
export function echoRequestIds(app: FastifyInstance): void {
  // A callback, not a promise: it runs on every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
}
