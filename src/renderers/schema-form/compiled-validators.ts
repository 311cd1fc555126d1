import { operationUrl } from '../../engine/api/operation-url';
import type { CompiledFormValidator, CompiledValidate, JsonObjectSchema } from '../../engine/forms';
import type { FormRevision } from './form-documents';

/** What the getFormValidator module exports (see src/server/config/form-validator/compile.ts). */
interface ValidatorModule {
  default: Record<string, CompiledValidate>;
  rootKey: string;
  schema: JsonObjectSchema;
}

const modules = new Map<string, Promise<CompiledFormValidator | undefined>>();

/** Forgets the validator modules looked up (the admin's "clear caches"); answers how many there were. */
export function clearCompiledValidators(): number {
  const cleared = modules.size;
  modules.clear();
  return cleared;
}

/**
 * The precompiled validators of a form revision: a module the server compiles and the browser
 * imports from this origin, so no code is compiled here (the CSP allows no eval) and no ajv is
 * downloaded. Undefined for the built-in fallback (no version) or when the module cannot be
 * loaded: the form then relies on the engine's rules and the server's check.
 */
export function compiledValidatorOf(tenant: string, revision: FormRevision): Promise<CompiledFormValidator | undefined> {
  if (revision.version === undefined) return Promise.resolve(undefined);
  const url = operationUrl('getFormValidator', tenant, { name: revision.name, version: revision.version });
  let module = modules.get(url);
  if (!module) {
    module = (import(/* @vite-ignore */ url) as Promise<ValidatorModule>).then(
      ({ default: validators, rootKey, schema }) => ({ validators, rootKey, schema }),
      (error: unknown) => {
        console.error(`The validators of ${revision.name} v${revision.version} could not be loaded; the server checks the answers.`, error);
        modules.delete(url);
        return undefined;
      },
    );
    modules.set(url, module);
  }
  return module;
}
