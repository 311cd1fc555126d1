import { describe, expect, it } from 'vitest';
import { refuseHostileInput, refuseInvalidInput, refuseInvalidPublicInput, wellFormedAccountId } from '../../../src/server/openapi/pipeline/validate';
import { fakeRequest } from './stage-fakes';

const schemaError = (validationContext: string, instancePath: string) => Object.assign(new Error('bad input'), { validationContext, validation: [{ instancePath }] });

describe('pipeline stage: validate', () => {
  it('refuses a value no schema bounds before anything else', () => {
    expect(() => refuseHostileInput(fakeRequest({ body: { name: 'a\u0000b' } }))).toThrow(expect.objectContaining({ status: 400 }));
    expect(() => refuseHostileInput(fakeRequest({ body: { name: 'ab' } }))).not.toThrow();
  });

  it("tells the schemas' verdict only when asked (once access is decided)", () => {
    const error = schemaError('body', '/email');
    expect(() => refuseInvalidInput(fakeRequest({ validationError: error }))).toThrow(error);
    expect(() => refuseInvalidInput(fakeRequest())).not.toThrow();
  });

  it('refuses bad input early on a public operation only', () => {
    const request = fakeRequest({ validationError: schemaError('body', '/email') });
    expect(() => refuseInvalidPublicInput({ permission: 'public' }, request)).toThrow('bad input');
    expect(() => refuseInvalidPublicInput({ permission: 'authenticated', owner: 'self' }, request)).not.toThrow();
  });

  it('lets only a well-formed account id reach the database', () => {
    expect(wellFormedAccountId(fakeRequest({ params: { account_id: 'A-1' } }))).toBe('A-1');
    expect(wellFormedAccountId(fakeRequest({ params: { account_id: 'x'.repeat(300) }, validationError: schemaError('params', '/account_id') }))).toBeUndefined();
    // Another part's error says nothing about the account id.
    expect(wellFormedAccountId(fakeRequest({ params: { account_id: 'A-1' }, validationError: schemaError('body', '/amount') }))).toBe('A-1');
  });
});
