import type { FastifyRequest } from 'fastify';
import { bearerOf } from '../../auth/api-keys';
import { hashKey } from '../../auth/sessions';
import type { FileWork } from '../../throttle/file-work';
import { userKeyOf } from './authenticate';
import type { RoutePlan } from './route-plan';

/**
 * Stage 0, file work (x-file-work: PDF renders, exports, uploads): wait for one of the process's
 * slots before anything else opens a transaction — waiting holds no connection. The slot is given
 * back once the answer is built (sendFile awaits the file), whatever the answer is.
 */
export async function inFileSlot<T>(route: RoutePlan, slots: FileWork, request: FastifyRequest, run: () => Promise<T>): Promise<T> {
  const release = route.fileWork ? await slots.acquire(fileCallerOf(request)) : undefined;
  try {
    return await run();
  } finally {
    release?.();
  }
}

/**
 * Who asks for file work, before access is decided (the slot is taken before the transaction): the
 * key or session key presented, by its hash, else the client address. A made-up key only queues
 * behind its own requests, and the process-wide queue bounds them all.
 */
export function fileCallerOf(request: FastifyRequest): string {
  const key = bearerOf(request) ?? userKeyOf(request);
  return key ? `key:${hashKey(key)}` : `ip:${request.ip}`;
}
