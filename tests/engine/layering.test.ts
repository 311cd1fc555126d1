/**
 * Proves the layer rule of DESIGN.md is enforced by `npm run lint`: each forbidden import is
 * reported for a file inside the layer, and the imports a layer may use pass.
 */
import { resolve } from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });
const RULE = '@typescript-eslint/no-restricted-imports';

/** Lints `source` as if it were the file `file` (which need not exist), answering its problems. */
async function lint(file: string, source: string) {
  const [result] = await eslint.lintText(source, { filePath: resolve(root, file) });
  return result.messages.map((m) => ({ ruleId: m.ruleId, message: m.message }));
}

const importing = (specifier: string) => `import { thing } from '${specifier}';\nexport const used = thing;\n`;

/** Asserts that importing `specifier` from `file` breaks the layer rule, and nothing else. */
async function expectRefused(file: string, specifier: string) {
  const problems = await lint(file, importing(specifier));
  expect(problems, `${file} importing ${specifier}`).toHaveLength(1);
  expect(problems[0].ruleId).toBe(RULE);
  expect(problems[0].message).toContain(specifier);
}

async function expectAllowed(file: string, specifier: string) {
  expect(await lint(file, importing(specifier)), `${file} importing ${specifier}`).toEqual([]);
}

// Loading the config and the TypeScript parser takes a moment the first time.
beforeAll(() => lint('src/engine/warm-up.ts', 'export {};\n'), 30_000);

describe('src/engine (pure, isomorphic)', () => {
  const file = 'src/engine/layout/probe.ts';

  it.each([
    '../../machines/session.machine',
    '../../machines',
    '../../renderers/shell/AppShell',
    '../../server/db/client',
    '../../../src/server/app',
  ])('may not import our upper layers: %s', (specifier) => expectRefused(file, specifier));

  it.each(['react', 'react/jsx-runtime', 'react-dom', 'react-dom/client', 'fastify', 'pg', 'drizzle-orm', 'drizzle-orm/pg-core', '@electric-sql/pglite'])(
    'may not import UI or server packages: %s',
    (specifier) => expectRefused(file, specifier),
  );

  it.each(['node:fs', 'node:path', 'fs', 'fs/promises', 'crypto'])('may not import Node built-ins: %s', (specifier) =>
    expectRefused(file, specifier),
  );

  it('may not re-export or type-import from an upper layer either', async () => {
    const reexport = await lint(file, "export { sessionMachine } from '../../machines/session.machine';\n");
    const typeOnly = await lint(file, "import type { SessionContext } from '../../machines/session.machine';\nexport type C = SessionContext;\n");
    expect([...reexport, ...typeOnly].map((p) => p.ruleId)).toEqual([RULE, RULE]);
  });

  it.each(['./merge-layout', '../tenancy/resolve-tenant', '../../../schemas/generated/layout', '../../../openapi/generated/tenant-api', 'ajv', 'openapi-fetch'])(
    'may import the engine itself, schemas/, openapi/ and pure packages: %s',
    (specifier) => expectAllowed(file, specifier),
  );
});

describe('src/machines', () => {
  const file = 'src/machines/probe.machine.ts';

  it.each(['../renderers/session/SessionProvider', '../server/auth/sessions', 'react', '@xstate/react'])('may not import %s', (specifier) =>
    expectRefused(file, specifier),
  );

  it.each(['../engine/session/constants', '../engine/api/types', 'xstate'])('may import %s', (specifier) => expectAllowed(file, specifier));
});

describe('src/renderers', () => {
  const file = 'src/renderers/screens/probe.tsx';

  it.each(['../../server/modules/accounts', '../../server', 'fastify', 'pg'])('may not import %s', (specifier) => expectRefused(file, specifier));

  it.each(['../../engine/layout', '../../machines/session.machine', 'react', 'primereact/button', '@rjsf/core'])('may import %s', (specifier) =>
    expectAllowed(file, specifier),
  );
});

describe('src/server', () => {
  const file = 'src/server/modules/probe.ts';

  it.each(['../../renderers/registry', '../../machines/session.machine'])('may not import %s', (specifier) => expectRefused(file, specifier));

  it.each(['../../engine/layout', '../../engine/tenancy/resolve-tenant', 'fastify', 'drizzle-orm', 'node:crypto'])('may import %s', (specifier) =>
    expectAllowed(file, specifier),
  );
});

describe('outside the layers', () => {
  it('lets tests use Node built-ins and any layer', async () => {
    expect(await lint('tests/engine/probe.test.ts', importing('node:fs'))).toEqual([]);
    expect(await lint('tests/e2e/probe.test.ts', importing('../../src/server/app'))).toEqual([]);
  });
});

describe('unused variables', () => {
  it('allows names prefixed with _ and reports the others', async () => {
    const allowed = await lint('src/engine/probe.ts', 'export function f(used: number, _unused: number) {\n  const _ignored = used;\n  return used;\n}\n');
    const reported = await lint('src/engine/probe.ts', 'export function f(unused: number) {\n  const forgotten = 1;\n  return 0;\n}\n');
    expect(allowed).toEqual([]);
    expect(reported.map((p) => p.ruleId)).toEqual(['@typescript-eslint/no-unused-vars', '@typescript-eslint/no-unused-vars']);
  });

  it('reports the recommended typescript-eslint rules', async () => {
    const problems = await lint('src/engine/probe.ts', 'export const loose: any = 1;\n');
    expect(problems.map((p) => p.ruleId)).toEqual(['@typescript-eslint/no-explicit-any']);
  });
});
