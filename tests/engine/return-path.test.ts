import { describe, expect, it } from 'vitest';
import { returnPath } from '../../src/engine/session/return-path';

describe('the path a login returns to (issue 22 item 14)', () => {
  it('keeps a path of the app with its query and hash', () => {
    expect(returnPath('/accounts/100001/order-fuel?drop=7#top')).toBe('/accounts/100001/order-fuel?drop=7#top');
    expect(returnPath('/records')).toBe('/records');
  });

  it('refuses anything that could leave the origin, or is no path at all', () => {
    for (const hostile of ['//evil.example/x', '/\\evil.example', 'https://evil.example/', 'javascript:alert(1)', 'records', '/a\nb', '', '/\u0000x', `/${'a'.repeat(3000)}`, 42, undefined, null, { pathname: '/x' }]) {
      expect(returnPath(hostile), String(hostile)).toBeUndefined();
    }
  });
});
