import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { RJSFSchema } from '@rjsf/utils';
import { dropTenantKeys, registerCache } from '../../caches';
import { compileFormValidatorModule } from './compile';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export interface CompiledModule {
  code: Buffer;
  /** The code compressed once, as the build's files are (scripts/lib/precompress.ts): every request sends these bytes. */
  encoded: { br: Buffer; gzip: Buffer };
  /**
   * A hash of the code (sha256, base64url, 32 characters): the form document names it, and the
   * module asked for with it (`?v=`) is answered immutable — a URL that names its bytes.
   */
  hash: string;
  /** A strong validator of the code (its hash quoted), so a browser that has it is answered 304. */
  etag: string;
}

/** More forms than all tenants' published versions in use at once, by far; beyond it the cache starts over. */
const MAX_MODULES = 500;

/**
 * Compiled validator modules by tenant, form, version and schema: a form version never changes,
 * but the choices its schema takes from the tenant's settings may, hence the schema's hash in
 * the key. Compiling takes ~100 ms of CPU, so a module is compiled once per process, and
 * requests that arrive while it compiles wait for that one compilation.
 */
export class FormValidatorModules {
  private readonly modules = new Map<string, Promise<CompiledModule>>();

  of(scope: string, schema: RJSFSchema): Promise<CompiledModule> {
    const key = `${scope}:${createHash('sha256').update(JSON.stringify(schema)).digest('hex')}`;
    let module = this.modules.get(key);
    if (!module) {
      module = compileFormValidatorModule(schema).then(async (text) => {
        const code = Buffer.from(text);
        const [br, gz] = await Promise.all([brotli(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzipped(code, { level: 9 })]);
        const hash = createHash('sha256').update(code).digest('base64url').slice(0, 32);
        return { code, encoded: { br, gzip: gz }, hash, etag: `"${hash}"` };
      });
      if (this.modules.size >= MAX_MODULES) this.modules.clear();
      this.modules.set(key, module);
      // A failed compilation is not kept: the next request tries again.
      module.catch(() => this.modules.delete(key));
    }
    return module;
  }

  /** Forgets a tenant's modules (scopes start with the tenant id); answers how many. */
  clearTenant(tenantId: string): number {
    return dropTenantKeys(this.modules, tenantId);
  }
}

/** The modules of this process. */
export const formValidatorModules = new FormValidatorModules();
registerCache('compiled form validators', (tenantId) => formValidatorModules.clearTenant(tenantId));
