import { describe, expect, it } from 'vitest';
import type { RJSFSchema } from '@rjsf/utils';
import { createPrecompiledValidator, customizeValidator } from '@rjsf/validator-ajv8';
import { applyFormOverride } from '../../src/engine/forms';
import { buildFormDocument, formEntity } from '../../src/engine/forms/build-document';
import { formDocument, formIds } from '../../src/engine/forms/builtin-forms';
import { compileFormValidatorModule } from '../../src/server/config/form-validator/compile';
import { loadRepoTenants } from './support/test-app';

interface ValidatorModule {
  default: Parameters<typeof createPrecompiledValidator>[0];
  rootKey: string;
  schema: RJSFSchema;
}

/** The module as a browser imports it: one ES module, nothing else on disk beside it. */
async function importModule(code: string): Promise<ValidatorModule> {
  return (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)) as ValidatorModule;
}

const settings = loadRepoTenants().get('demo')!.config.settings as unknown as Record<string, unknown>;
/** ajv compiling at run time, as the browser did before. */
const runtime = customizeValidator();

/** Answers that break each field in turn: none at all, empty, wrong types, too long, a bad address. */
function samples(schema: RJSFSchema): unknown[] {
  const fields = Object.keys(schema.properties ?? {});
  const every = (value: unknown) => Object.fromEntries(fields.map((field) => [field, value]));
  return [{}, every(''), every('a'), every(7), every(true), every('x'.repeat(300)), every('not-an-email@'), every(['a']), { ...every('someone@example.com'), extra: 1 }];
}

const errorsOf = (result: { errors: { property?: string; name?: string; message?: string }[] }) =>
  result.errors.map(({ property, name, message }) => ({ property, name, message }));

describe('precompiled form validators', () => {
  it.each(formIds())('form %s gives the errors runtime ajv gives, in a module that compiles no code', async (id) => {
    const { schema } = buildFormDocument(formDocument(id), { settings });
    const code = await compileFormValidatorModule(schema as RJSFSchema);
    // ajv's helpers keep the text `require(…)` in a string property; a data: URL module could not call require anyway.
    expect(/new Function|\beval\(/.test(code)).toBe(false);
    const module = await importModule(code);
    expect(module.schema).toEqual(schema);
    const precompiled = createPrecompiledValidator(module.default, schema as RJSFSchema);
    for (const data of samples(schema as RJSFSchema)) {
      expect(errorsOf(precompiled.validateFormData(data, schema as RJSFSchema)), JSON.stringify(data)).toEqual(errorsOf(runtime.validateFormData(data, schema as RJSFSchema)));
    }
  });

  it('checks formats (email, date, uri) in the compiled code as ajv-formats does', async () => {
    const schema = { type: 'object', properties: { email: { type: 'string', format: 'email' }, date: { type: 'string', format: 'date' }, uri: { type: 'string', format: 'uri' } } } as RJSFSchema;
    const module = await importModule(await compileFormValidatorModule(schema));
    const validate = module.default[module.rootKey];
    expect(validate({ email: 'a@b.example', date: '2026-02-28', uri: 'https://example.com/x' })).toBe(true);
    expect(validate({ email: 'a@', date: '2026-02-30', uri: 'no scheme' })).toBe(false);
    expect(validate.errors?.map((e) => [e.instancePath, e.message])).toEqual([
      ['/email', 'must match format "email"'],
      ['/date', 'must match format "date"'],
      ['/uri', 'must match format "uri"'],
    ]);
  });

  it('compiles a published override: the added field is validated with its format and requirement', async () => {
    const base = formDocument('contact');
    const override = { extraFields: { visit_on: { type: 'string' as const, title: 'Visit on', format: 'date' as const } }, required: ['visit_on'] };
    const { schema } = buildFormDocument(applyFormOverride(base, override, formEntity(base)), { settings });
    const module = await importModule(await compileFormValidatorModule(schema as RJSFSchema));
    const validator = createPrecompiledValidator(module.default, schema as RJSFSchema);
    const answers = { inquiry_type: (settings.inquiry_types as string[])[0], message: 'Hello' };
    expect(validator.validateFormData({ ...answers, visit_on: '2026-12-01' }, schema as RJSFSchema).errors).toEqual([]);
    expect(errorsOf(validator.validateFormData(answers, schema as RJSFSchema))).toEqual([{ property: 'visit_on', name: 'required', message: "must have required property 'Visit on'" }]);
    expect(errorsOf(validator.validateFormData({ ...answers, visit_on: 'soon' }, schema as RJSFSchema))).toEqual([{ property: '.visit_on', name: 'format', message: 'must match format "date"' }]);
  });
});
