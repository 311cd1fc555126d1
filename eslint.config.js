// Lint configuration. Besides typescript-eslint's recommended rules it enforces the layer table
// of DESIGN.md: imports go one way (engine ← machines ← renderers; engine ← server), and the
// engine stays isomorphic. tests/engine/layering.test.ts proves each restriction bites.
import { builtinModules } from 'node:module';
import { defineConfig, globalIgnores } from 'eslint/config';
import tseslint from 'typescript-eslint';

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** A relative (or src/-rooted) import that reaches one of our top-level layers. */
const layer = (name, message) => ({
  regex: `^(\\.{1,2}/|src/)(.*/)?${name}(/|$)`,
  message,
});

/** A package import, with or without a subpath (react, react/jsx-runtime). */
const packages = (names, message) => ({
  regex: `^(${names.map(escape).join('|')})(/.*)?$`,
  message,
});

const nodeBuiltins = {
  regex: `^(node:.*|(${builtinModules.filter((m) => !m.startsWith('_')).map(escape).join('|')})(/.*)?)$`,
  message: 'src/engine is isomorphic: no Node built-ins (they belong to src/server or scripts).',
};

const react = ['react', 'react-dom', 'react-router-dom', 'primereact', '@rjsf/core', '@rjsf/primereact', '@xstate/react'];
const serverPackages = ['fastify', 'fastify-plugin', '@fastify/static', '@fastify/swagger', '@fastify/swagger-ui', 'pg', 'drizzle-orm', '@electric-sql/pglite', '@node-rs/argon2'];

const restrict = (files, patterns) => ({
  files,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
});

export default defineConfig([
  globalIgnores(['dist/', 'node_modules/', 'data/', 'openapi/generated/', 'schemas/generated/', 'test-results/', 'coverage/']),
  {
    files: ['{src,scripts,tests,bench}/**/*.{ts,tsx,mts,cts,js,mjs}', '*.{ts,js,mjs}'],
    extends: [tseslint.configs.recommended],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
    },
  },
  restrict(['src/engine/**'], [
    layer('machines', 'src/engine may not import src/machines (DESIGN.md, Layers).'),
    layer('renderers', 'src/engine may not import src/renderers (DESIGN.md, Layers).'),
    layer('server', 'src/engine may not import src/server (DESIGN.md, Layers).'),
    packages(react, 'src/engine is UI-free: React belongs to src/renderers.'),
    packages(serverPackages, 'src/engine is isomorphic: server packages belong to src/server.'),
    nodeBuiltins,
  ]),
  restrict(['src/machines/**'], [
    layer('renderers', 'src/machines may not import src/renderers (DESIGN.md, Layers).'),
    layer('server', 'src/machines may not import src/server (DESIGN.md, Layers).'),
    packages(react, 'src/machines are UI-free: React belongs to src/renderers.'),
  ]),
  restrict(['src/renderers/**'], [
    layer('server', 'src/renderers may not import src/server: call the API (DESIGN.md, Layers).'),
    packages(serverPackages, 'src/renderers run in the browser: server packages belong to src/server.'),
  ]),
  restrict(['src/server/**'], [
    layer('renderers', 'src/server may not import src/renderers (DESIGN.md, Layers).'),
    layer('machines', 'src/server may not import src/machines (DESIGN.md, Layers).'),
  ]),
]);
