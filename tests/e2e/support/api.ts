import type { components } from '../../../openapi/generated/tenant-api';
import { apiUrl, e2e, nextClientAddress } from './portal';

type Schemas = components['schemas'];
export type OutboxMessage = Schemas['OutboxMessage'];
export type User = Schemas['User'];

/** The test's own second witness: the API, called as the tenant's admin unless a key is given. */
export async function api<T>(method: string, path: string, options: { body?: unknown; key?: string } = {}): Promise<{ status: number; data: T }> {
  const response = await fetch(apiUrl(path), {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': nextClientAddress(),
      ...(options.key === '' ? {} : { 'user-key': options.key ?? e2e.adminKey }),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  return { status: response.status, data: (text ? JSON.parse(text) : undefined) as T };
}

/** An address no other test (or earlier run on the same database) uses. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;
}

export interface NewUser {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  user_id: number;
}

/** A confirmed user created by the admin through the API, with a password of the test's choosing. */
export async function createUser(prefix: string, role = 'User', extra: Partial<Schemas['UserCreate']> = {}): Promise<NewUser> {
  const body = { email: uniqueEmail(prefix), first_name: 'Ellis', last_name: `Tester-${prefix}`, role, password: 'E2e-password-1', confirmed: true, ...extra };
  const { status, data } = await api<User>('POST', '/users', { body });
  if (status !== 201) throw new Error(`creating ${body.email} answered ${status}: ${JSON.stringify(data)}`);
  return { email: body.email, password: body.password, first_name: body.first_name, last_name: body.last_name, user_id: data.user_id };
}

/** The newest mail the outbox holds for an address, waiting a little for it to be recorded. */
export async function latestMail(to: string, timeoutMs = 10_000): Promise<OutboxMessage> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { status, data } = await api<Schemas['OutboxMessagePage']>('GET', `/outbox?page=0&size=1&to=${encodeURIComponent(to)}`);
    if (status !== 200) throw new Error(`listOutbox answered ${status}`);
    if (data.content[0]) return data.content[0];
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The portal link a mail carries (its call to action), e.g. /password-reset/complete?user_key=… */
export function portalLink(mail: Pick<OutboxMessage, 'text'>, path: string): URL {
  const match = new RegExp(`https?://\\S+${path.replace(/[/.]/g, '\\$&')}\\?user_key=[\\w-]+`).exec(mail.text);
  if (!match) throw new Error(`no ${path} link in mail:\n${mail.text}`);
  return new URL(match[0]);
}

/** Logs a user in through the API (not the browser) and answers the session key. */
export async function apiLogin(user: string, password: string): Promise<{ status: number; key?: string }> {
  const { status, data } = await api<{ user_key?: string }>('POST', '/login', { body: { user_id: user, password, app_id: '', app_url: '' }, key: '' });
  return { status, key: data?.user_key };
}
