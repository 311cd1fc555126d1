import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../src/engine/api/create-api-client';
import { formDocument } from '../../src/engine/forms/builtin-forms';
import { validatorUrl } from '../../src/renderers/schema-form/compiled-validators';
import { formDocumentOf } from '../../src/renderers/schema-form/form-documents';

/** Issue 25: the browser asks for a form's validator module at the URL carrying its content's hash, which the server answers immutable. */
describe('the validator module URL', () => {
  it('carries the hash the form document named', () => {
    expect(validatorUrl('demo', { name: 'form.login', version: 3, validatorHash: 'aB3_-x' })).toBe('/api/demo/config/documents/form.login/versions/3/validator.js?v=aB3_-x');
  });

  it('is the plain URL, revalidated by its ETag, when no hash was named (a preview of a version)', () => {
    expect(validatorUrl('demo', { name: 'form.login', version: 3 })).toBe('/api/demo/config/documents/form.login/versions/3/validator.js');
  });

  it("keeps the form document answer's hash with the revision", async () => {
    const document = formDocument('login');
    const api = { data: () => Promise.resolve({ name: 'form.login', version: 4, document, override: null, validator_hash: 'hash-of-4' }) } as unknown as ApiClient;
    const revision = await formDocumentOf(api, 'validator-url-tenant', 'login');
    expect(revision).toMatchObject({ name: 'form.login', version: 4, validatorHash: 'hash-of-4' });
    expect(validatorUrl('validator-url-tenant', { ...revision, version: 4 })).toMatch(/\?v=hash-of-4$/);
  });
});
