import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { answer, sendSettled } from '../../../src/server/openapi/pipeline/answer';
import { routePlanOf } from '../../../src/server/openapi/pipeline/route-plan';
import type { OperationHandlers, OperationId } from '../../../src/server/openapi/operation-types';

const app = Fastify();
app.get('/json', (request, reply) => answer(request, reply, { ok: true }));
app.get('/private', (request, reply) => answer(request, reply, { file: async () => Buffer.from('%PDF'), contentType: 'application/pdf', filename: 'Statement é.pdf', disposition: 'inline' }));
app.get('/public', (request, reply) => answer(request, reply, { file: Buffer.from('x'), contentType: 'text/javascript', filename: 'v.js', disposition: 'inline', cache: { etag: '"v1"' } }));
app.get('/hashed', (request, reply) => answer(request, reply, { file: Buffer.from('x'), contentType: 'text/javascript', filename: 'v.js', disposition: 'inline', cache: { etag: '"v1"', immutable: true } }));
app.get('/replayed', (request, reply) => sendSettled(request, reply, { status: 201, body: { id: 1 }, replayed: true }));
app.get('/declined', (request, reply) => sendSettled(request, reply, { status: 402, body: { status: 402, error_code: 'PAYMENT_DECLINED' }, replayed: false }));
afterAll(() => app.close());

describe('pipeline stage: answer', () => {
  it('sends JSON as it is', async () => {
    expect((await app.inject('/json')).json()).toEqual({ ok: true });
  });

  it('builds a file after the transaction and keeps a private one out of every cache', async () => {
    const response = await app.inject('/private');
    expect(response.body).toBe('%PDF');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['content-disposition']).toBe(`inline; filename="Statement _.pdf"; filename*=UTF-8''Statement%20%C3%A9.pdf`);
  });

  it('revalidates a public file by its ETag', async () => {
    expect((await app.inject('/public')).headers.etag).toBe('"v1"');
    expect((await app.inject({ url: '/public', headers: { 'if-none-match': 'W/"v1"' } })).statusCode).toBe(304);
  });

  it('keeps a public file for good when its URL names its bytes, and only then', async () => {
    const hashed = await app.inject('/hashed');
    expect([hashed.headers['cache-control'], hashed.headers.etag]).toEqual(['public, max-age=31536000, immutable', '"v1"']);
    expect((await app.inject('/public')).headers['cache-control']).toBe('public, no-cache');
  });

  it('says a replay is one, and sends a stored refusal as problem JSON with this request id', async () => {
    const replayed = await app.inject('/replayed');
    expect([replayed.statusCode, replayed.headers['idempotent-replayed']]).toEqual([201, 'true']);
    const declined = await app.inject('/declined');
    expect(declined.statusCode).toBe(402);
    expect(declined.headers['content-type']).toContain('application/problem+json');
    expect(declined.json()).toMatchObject({ error_code: 'PAYMENT_DECLINED', request_id: expect.any(String) });
  });
});

describe('route plan', () => {
  it("reads once what the stages need from the operation's declaration", () => {
    const definition = { scope: 'tenant', handle: async () => undefined } as unknown as OperationHandlers[OperationId];
    const plan = routePlanOf(
      {
        id: 'makePayment' as OperationId,
        method: 'post',
        path: '/payments',
        serverUrl: '/api/{tenant}',
        spec: {
          operationId: 'makePayment',
          responses: { '400': {}, '201': {} },
          'x-permission': 'payments:make',
          'x-owner': 'account',
          'x-rate-limit': [{ key: 'session', limit: 5, window: 60 }],
          'x-file-work': true,
        } as never,
      },
      { makePayment: definition } as unknown as OperationHandlers,
    );
    expect(plan).toMatchObject({ kind: 'write', tenantScoped: true, successStatus: 201, fileWork: true, botChecked: false, rule: { permission: 'payments:make', owner: 'account' } });
    expect(plan.definition).toBe(definition);
  });
});
