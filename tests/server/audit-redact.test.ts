import { describe, expect, it } from 'vitest';
import { REDACTED, redact } from '../../src/server/audit/redact';

describe('redact: what the change log never keeps', () => {
  it('replaces passwords, tokens, keys and card data at any depth, keeping everything else', () => {
    const input = {
      email: 'a@b.test',
      password: 'Secret-1',
      new_password: 'x',
      passwordHash: '$argon2…',
      user_key: 'k',
      smtp_password: 'p',
      nested: { reset_token: 't', card: { cc_number: '4242', cc_cvv: '123' }, list: [{ cvv: '1', name: 'ok' }] },
      role: 'Admin',
      absent: null,
    };
    expect(redact(input)).toEqual({
      email: 'a@b.test',
      password: REDACTED,
      new_password: REDACTED,
      passwordHash: REDACTED,
      user_key: REDACTED,
      smtp_password: REDACTED,
      nested: { reset_token: REDACTED, card: REDACTED, list: [{ cvv: REDACTED, name: 'ok' }] },
      role: 'Admin',
      absent: null,
    });
  });

  it('leaves plain values and arrays alone and does not change its input', () => {
    expect(redact(null)).toBeNull();
    expect(redact('password')).toBe('password');
    expect(redact([1, { token: 'x' }])).toEqual([1, { token: REDACTED }]);
    const input = { password: 'x' };
    redact(input);
    expect(input.password).toBe('x');
  });
});
