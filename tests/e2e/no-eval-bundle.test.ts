import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { noChromium } from './support/portal';

const assets = fileURLToPath(new URL('../../dist/client/assets', import.meta.url));

/** The client the global setup built (it builds only when Chromium is there to test it). */
describe.skipIf(noChromium)('the built client', () => {
  it('compiles no code in the browser: no chunk calls new Function or eval, and ajv is in none', () => {
    const chunks = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(chunks.length).toBeGreaterThan(0);
    const compiling = chunks.filter((file) => /new Function\s*\(|\beval\s*\(/.test(readFileSync(join(assets, file), 'utf8')));
    expect(compiling).toEqual([]);
    // Words of ajv's code generator, which its precompiled runtime helpers do not carry.
    const withAjv = chunks.filter((file) => /CodeGen: |strict mode: unknown keyword/.test(readFileSync(join(assets, file), 'utf8')));
    expect(withAjv).toEqual([]);
  });
});
