import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { bundleStandalone, GENERATED } from '../../src/server/config/form-validator/bundle.ts';

/**
 * The layout document's validator, precompiled: the browser checks the layout it is served
 * without compiling code (the CSP allows no eval). Same options as the server's checks.
 */
export async function layoutValidatorSource(layoutSchema: object, header: string): Promise<{ js: string; dts: string }> {
  const ajv = new Ajv({ allErrors: true, strict: false, code: { source: true, lines: false } });
  ajv.addSchema(layoutSchema, 'layout');
  const code = standaloneCode(ajv, { validateLayout: 'layout' });
  const js = await bundleStandalone(code, `import { validateLayout } from '${GENERATED}';\nexport default validateLayout;\n`, { minify: false });
  const dts = `${header}import type { ValidateFunction } from 'ajv';\nimport type { Layout } from './layout';\n\n/** Checks a layout document against schemas/entities/layout.schema.json. */\ndeclare const validateLayout: ValidateFunction<Layout>;\nexport default validateLayout;\n`;
  return { js: `${header}/* eslint-disable */\n${js}`, dts };
}
