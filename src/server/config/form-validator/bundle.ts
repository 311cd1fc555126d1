import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

/** Where generated code's `require`s (ajv's runtime, ajv-formats' formats) are resolved from. */
const PROJECT_ROOT = fileURLToPath(new URL('../../../..', import.meta.url));
/** The name the entry imports ajv's generated code by. */
export const GENERATED = 'ajv-standalone:generated';

/** Hands esbuild the code ajv generated as if it were a CommonJS file of the project. */
function generatedModule(code: string): Plugin {
  return {
    name: 'ajv-standalone',
    setup(bundler) {
      bundler.onResolve({ filter: /^ajv-standalone:generated$/ }, () => ({ path: GENERATED, namespace: 'ajv-standalone' }));
      bundler.onLoad({ filter: /.*/, namespace: 'ajv-standalone' }, () => ({ contents: code, loader: 'js', resolveDir: PROJECT_ROOT }));
    },
  };
}

/**
 * ajv's standalone code (CommonJS, it `require`s its runtime helpers and the formats) as one
 * self-contained ES module: `entry` imports the generated code as `GENERATED` and says what to
 * export. Nothing in it compiles code at run time, so it runs under a CSP without 'unsafe-eval'.
 */
export async function bundleStandalone(code: string, entry: string, options: { minify: boolean }): Promise<string> {
  const result = await build({
    stdin: { contents: entry, resolveDir: PROJECT_ROOT, loader: 'js', sourcefile: 'validators.js' },
    plugins: [generatedModule(code)],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    // The browsers Vite builds for.
    target: 'es2020',
    minify: options.minify,
    legalComments: 'none',
    write: false,
    logLevel: 'silent',
    // Module names in the output stay relative to the project whatever node_modules links to, so generated files match everywhere.
    preserveSymlinks: true,
  });
  return result.outputFiles[0].text;
}
