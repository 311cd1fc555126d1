import { describe, expect, it } from 'vitest';
import { CallError } from '../../src/engine/api/call-error';
import { getForm } from '../../src/engine/forms/builtin-forms';
import { missingFields } from '../../src/renderers/schema-form/missing-required';
import { refusedFields, refusedProblems } from '../../src/renderers/schema-form/focus-field';

describe("a server's refusal at the form's fields", () => {
  it("takes the problem's body paths as the form's dotted paths, with their messages; query and header paths name no field", () => {
    const failure = new CallError('createWebhookEndpoint', 422, {
      detail: 'body/url must match format "uri"',
      errors: [
        { path: 'body/url', message: 'must match format "uri"' },
        { path: 'body/registration_info/email', message: 'Invalid email address' },
        { path: 'querystring/page', message: 'must be integer' },
      ],
    });
    expect(refusedProblems(failure)).toEqual([
      { path: 'url', message: 'must match format "uri"' },
      { path: 'registration_info.email', message: 'Invalid email address' },
    ]);
    expect(refusedFields(failure)).toEqual(['url', 'registration_info.email']);
  });

  it('names no field for a failure that is not a refused call, or one without errors', () => {
    expect(refusedProblems(new Error('offline'))).toEqual([]);
    expect(refusedProblems(new CallError('verifyRegistrationCode', 400, { detail: 'Invalid code' }))).toEqual([]);
  });
});

describe('why a disabled submit waits', () => {
  it("names the required fields still empty by the form's labels, in the form's order", () => {
    const login = getForm('login');
    expect(missingFields(login, {})).toEqual(['Username', 'Password']);
    expect(missingFields(login, { user_id: 'pat@example.test' })).toEqual(['Password']);
    expect(missingFields(login, { user_id: 'pat@example.test', password: 'secret-123' })).toEqual([]);
  });
});
