import type { FastifyRequest } from 'fastify';
import { bearerOf } from '../../auth/api-keys';
import { hashKey } from '../../auth/sessions';
import type { FileWork } from '../../throttle/file-work';
import { userKeyOf } from './authenticate';
import type { RoutePlan } from './route-plan';

declare module 'fastify' {
  interface FastifyRequest {
    /** The file-work slot a hook took before the route ran (an upload streamed in before the pipeline): the route's own. */
    fileSlot?: () => void;
  }
}

/**
 * Stage 0, file work (x-file-work: PDF renders, exports, uploads): wait for one of the process's
 * slots before anything else opens a transaction — waiting holds no connection. The slot is given
 * back once the answer is built (sendFile awaits the file), whatever the answer is. A body read by
 * a hook before the route (an import file) took the slot there (takeFileSlot): the route runs in it.
 */
export async function inFileSlot<T>(route: RoutePlan, slots: FileWork, request: FastifyRequest, run: () => Promise<T>): Promise<T> {
  const release = route.fileWork ? (request.fileSlot ?? (await slots.acquire(fileCallerOf(request)))) : undefined;
  try {
    return await run();
  } finally {
    release?.();
  }
}

/**
 * Stage 0 for a body a hook reads before the route (an import file streamed into the database):
 * the slot is taken before its first byte and kept for the route (inFileSlot), so the upload and
 * what the route does with it count as one piece of file work. The hook's owner gives it back when
 * the answer has gone, should the route never run (the hook refused the body).
 */
export async function takeFileSlot(route: RoutePlan, slots: FileWork, request: FastifyRequest): Promise<void> {
  if (route.fileWork && !request.fileSlot) request.fileSlot = await slots.acquire(fileCallerOf(request));
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
