/**
 * `npm start` builds the client in its own process before the server starts: Vite's build sets
 * NODE_ENV=production when it is unset, which made the first start after a build refuse a loopback
 * webhook receiver (production rules) and the next start accept it. The build is wrapped so NODE_ENV
 * is what the operator set, before and after.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { keepingNodeEnv } from '../../scripts/node-env';

const original = process.env.NODE_ENV;
afterEach(() => {
  if (original === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = original;
});

describe('npm start keeps NODE_ENV across the client build', () => {
  it('leaves NODE_ENV unset when the build set it to production', async () => {
    delete process.env.NODE_ENV;
    // What Vite's resolveConfig does for a build with NODE_ENV unset.
    await keepingNodeEnv(async () => {
      process.env.NODE_ENV = 'production';
    });
    expect(process.env.NODE_ENV).toBeUndefined();
  });

  it('keeps the value the operator set, also when the build fails', async () => {
    process.env.NODE_ENV = 'development';
    await expect(
      keepingNodeEnv(async () => {
        process.env.NODE_ENV = 'production';
        throw new Error('build failed');
      }),
    ).rejects.toThrow('build failed');
    expect(process.env.NODE_ENV).toBe('development');
  });

  it('undoes what a real Vite config resolution does to NODE_ENV', async () => {
    delete process.env.NODE_ENV;
    // An empty inline build that writes nothing: only the config resolution matters here.
    await keepingNodeEnv(() =>
      build({ configFile: false, logLevel: 'silent', root: '/nonexistent-root', build: { write: false, rollupOptions: { input: 'virtual:none' } }, plugins: [{ name: 'none', resolveId: (id) => (id === 'virtual:none' ? id : null), load: (id) => (id === 'virtual:none' ? 'export {}' : null) }] }),
    );
    expect(process.env.NODE_ENV).toBeUndefined();
  });
});
