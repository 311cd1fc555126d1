/**
 * One-time keys never reach a log line (issue 22 item 3): a password reset and an email
 * verification followed as a person would (the mailed link opened, the key sent back), a session
 * key and codes put in query strings — the app logs every line at trace level, and none of the
 * live values is in the log, while the request lines still show their paths.
 */
import { describe, expect, it, afterAll, beforeAll } from 'vitest';
import { redactUrl } from '../../../src/server/http/log-redaction';
import { mailedLinkKey } from '../support/outbox';
import { loginAs } from '../support/test-app';
import { createTracedApp, type TracedApp } from '../support/traced-app';

const logLines: string[] = [];
let traced: TracedApp;
beforeAll(async () => {
  traced = await createTracedApp(logLines);
});
afterAll(() => traced.close());

describe('secrets in URLs', () => {
  it('are redacted from every request line, whatever the parameter is called', () => {
    expect(redactUrl('/password-reset/complete?user_key=abc&tab=2')).toBe('/password-reset/complete?user_key=[REDACTED]&tab=2');
    expect(redactUrl('/x?Access_Token=t&code=123456&api%5Fkey=k&sig=s&page=3')).toBe('/x?Access_Token=[REDACTED]&code=[REDACTED]&api%5Fkey=[REDACTED]&sig=[REDACTED]&page=3');
    expect(redactUrl('/x?token&%E0%A4%A=1')).toBe('/x?token&%E0%A4%A=1');
    expect(redactUrl('/plain/path')).toBe('/plain/path');
  });

  it('a reset key, a verification key and a session key are in no log line of the flows that carry them', async () => {
    const { app } = traced;
    const email = 'customer@demo.test';
    expect((await app.inject({ method: 'POST', url: '/api/demo/forgot-password', payload: { email } })).statusCode).toBe(200);
    const resetKey = await mailedLinkKey({ app, database: traced.t.database }, email, 'password-reset/complete');
    // The link as the mail gives it, opened in a browser: the server answers the page (or 404 without a build).
    await app.inject({ method: 'GET', url: `/password-reset/complete?user_key=${resetKey}`, headers: { host: 'demo.localhost' } });
    const { body: session } = await loginAs(app, 'demo', email);
    const sessionKey = session.user_key as string;
    await app.inject({ method: 'GET', url: `/api/demo/settings?host=demo.localhost&user_key=${sessionKey}&token=tok-${sessionKey}&code=913355` });
    await app.inject({ method: 'GET', url: `/verify-email?user_key=ver-${resetKey}`, headers: { host: 'demo.localhost' } });

    const log = logLines.join('');
    expect(log).toContain('/password-reset/complete?user_key=[REDACTED]');
    expect(log).toContain('/api/demo/settings?host=demo.localhost&user_key=[REDACTED]');
    for (const secret of [resetKey, sessionKey, '913355']) expect(log, secret).not.toContain(secret);
  });
});
