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
 * The module's address: with the hash the form document named, a URL the server answers immutable
 * (a repeat visit asks nothing); without one (a preview of a version), revalidated by its ETag.
 */
export function validatorUrl(tenant: string, revision: Pick<FormRevision, 'name' | 'validatorHash'> & { version: number }): string {
  const url = operationUrl('getFormValidator', tenant, { name: revision.name, version: revision.version });
  return revision.validatorHash ? `${url}?v=${encodeURIComponent(revision.validatorHash)}` : url;
}

/**
 * The precompiled validators of a form revision: a module the server compiles and the browser
 * imports from this origin, so no code is compiled here (the CSP allows no eval) and no ajv is
 * downloaded. Undefined for the built-in fallback (no version) or when the module cannot be
 * loaded: the form then relies on the engine's rules and the server's check.
 */
export function compiledValidatorOf(tenant: string, revision: FormRevision): Promise<CompiledFormValidator | undefined> {
  // The server's render of a page draws the form before anyone types: no validator is needed there
  // (and Node cannot import a module by the page's relative URL).
  if (revision.version === undefined || typeof window === 'undefined') return Promise.resolve(undefined);
  const url = validatorUrl(tenant, { ...revision, version: revision.version });
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
